// Prints the Pothos schema to the root schema.graphql (`npm run schema`); `--check` fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema/index.ts';

const target = new URL('../../schema.graphql', import.meta.url);

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (import.meta.main) {
  const printed = printedSchema();
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== printed) {
      console.error('schema.graphql is stale: run `npm run schema` and commit it.');
      process.exit(1);
    }
  } else {
    writeFileSync(target, printed);
    console.log('wrote schema.graphql');
  }
}
