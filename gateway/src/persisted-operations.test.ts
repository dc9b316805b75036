import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

// What production accepts (web/persisted-operations.json, by doc_id) is exactly what the web app
// sends today, and all of it runs against the schema as printed.
const root = join(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const operations = JSON.parse(readFileSync(join(root, 'web/persisted-operations.json'), 'utf8')) as Record<
  string,
  string
>;
const artifacts = join(root, 'web/src/__generated__');
const referenced = new Set(
  readdirSync(artifacts).flatMap((name) =>
    [...readFileSync(join(artifacts, name), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map(
      ([, id = '']) => id,
    ),
  ),
);

describe('the persisted operations', () => {
  it.each(
    Object.entries(operations).map(([id, text]) => [text.split('(')[0]?.split('{')[0]?.trim(), id, text]),
  )('%s validates against the schema', (_name, _id, text) => {
    expect(validate(schema, parse(text as string)).map((error) => error.message)).toEqual([]);
  });

  it('holds every operation the web app refers to, and nothing else (npm run relay prunes)', () => {
    expect([...referenced].filter((id) => !(id in operations))).toEqual([]);
    expect(Object.keys(operations).filter((id) => !referenced.has(id))).toEqual([]);
  });
});
