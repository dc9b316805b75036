import { DEFAULT_PERSISTED_OPERATIONS_FILE } from '../config.ts';
import { loadPersistedOperations } from '../plugins/use-persisted-operations.ts';

const operations = loadPersistedOperations(DEFAULT_PERSISTED_OPERATIONS_FILE);

/** The doc_id relay-compiler gave the web app's operation `name`, as production runs it. */
export function docId(name: string): string {
  for (const [id, text] of operations)
    if (new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text)) return id;
  throw new Error(`no persisted operation ${name}`);
}
