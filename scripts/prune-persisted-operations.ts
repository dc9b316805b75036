// `npm run relay` (after relay-compiler): relay-compiler's persister only ever adds to
// web/persisted-operations.json, so an edited operation leaves its old text behind, and production
// would keep accepting it. Keep exactly the operations the generated artifacts refer to by id.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const file = join(root, 'web/persisted-operations.json');
const artifacts = join(root, 'web/src/__generated__');

const used = new Set<string>();
for (const name of readdirSync(artifacts)) {
  for (const [, id] of readFileSync(join(artifacts, name), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g))
    if (id) used.add(id);
}
const operations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const kept = Object.fromEntries(Object.entries(operations).filter(([id]) => used.has(id)));
const dropped = Object.keys(operations).length - Object.keys(kept).length;
writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
console.log(`persisted operations: ${Object.keys(kept).length} kept, ${dropped} no longer used dropped`);
