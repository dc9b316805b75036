// The inputs the fuzz test (fuzz.test.ts) starts from and how it breaks them: a valid request for
// every persisted operation, valid multipart uploads, and byte- and part-level damage to each.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  type TypeNode,
  typeFromAST,
} from 'graphql';

const ROOT = new URL('../../', import.meta.url);

export const schema = buildSchema(readFileSync(new URL('schema.graphql', ROOT), 'utf8'));

/** The web app's persisted operations (doc_id → text), as production runs them. */
export const persistedOperations: [string, string][] = Object.entries(
  JSON.parse(readFileSync(new URL('web/persisted-operations.json', ROOT), 'utf8')) as Record<string, string>,
);

/** A plausible value of `type`: what a client would send, so damage starts from something that runs. */
function sampleOf(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType, depth);
  if (isListType(type)) return [sampleOf(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sampleOf(field.type, depth + 1)]),
    );
  }
  if (isScalarType(type))
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'ID':
        return Buffer.from('Market:BTCUSDT').toString('base64');
      case 'Decimal':
        return '10.00';
      case 'DateTime':
        return '2026-01-07T15:00:00.000Z';
      case 'File':
        return null;
      default:
        return 'BTCUSDT';
    }
  return null;
}

/** Sample variables for an operation's text, read from its variable definitions and the schema. */
export function sampleVariables(text: string, within: GraphQLSchema = schema): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of parse(text).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(within, variable.type as TypeNode) as GraphQLInputType | undefined;
      if (type) variables[variable.variable.name.value] = sampleOf(type);
    }
  }
  return variables;
}

/** One valid JSON body per persisted operation. */
export const validBodies: Buffer[] = persistedOperations.map(([id, text]) =>
  Buffer.from(JSON.stringify({ doc_id: id, variables: sampleVariables(text) })),
);

/** A 1×1 PNG: the smallest image every upload accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type Part = { name: string; filename?: string; type?: string; body: Buffer };

/** The multipart request (GraphQL multipart spec) for a persisted operation taking files at `paths`. */
export function uploadParts(id: string, text: string, paths: string[]): Part[] {
  const variables = sampleVariables(text);
  const map = Object.fromEntries(paths.map((path, n) => [String(n), [path]]));
  return [
    { name: 'operations', body: Buffer.from(JSON.stringify({ doc_id: id, variables })) },
    { name: 'map', body: Buffer.from(JSON.stringify(map)) },
    ...paths.map((_, n) => ({ name: String(n), filename: `${n}.png`, type: 'image/png', body: tinyPng })),
  ];
}

export const BOUNDARY = 'fuzzboundary';

export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\ncontent-type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"${file}\r\n\r\n`),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Byte-level damage: what a flaky network, a buggy client or a prober does to a body. */
export type Damage =
  | { kind: 'truncate'; at: number }
  | { kind: 'flip'; at: number; bits: number }
  | { kind: 'duplicate'; from: number; length: number }
  | { kind: 'delete'; from: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array };

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bits: fc.integer({ min: 1, max: 255 }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    from: fc.nat(),
    length: fc.integer({ min: 1, max: 80 }),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    from: fc.nat(),
    length: fc.integer({ min: 1, max: 80 }),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 12 }),
  }),
);

export function damaged(body: Buffer, damages: readonly Damage[]): Buffer {
  let bytes = body;
  for (const d of damages) {
    const size = Math.max(bytes.length, 1);
    switch (d.kind) {
      case 'truncate':
        bytes = bytes.subarray(0, d.at % size);
        break;
      case 'flip': {
        if (bytes.length === 0) break;
        const copy = Buffer.from(bytes);
        const at = d.at % bytes.length;
        copy[at] = (copy[at] ?? 0) ^ d.bits;
        bytes = copy;
        break;
      }
      case 'duplicate': {
        const from = d.from % size;
        bytes = Buffer.concat([bytes.subarray(0, from + d.length), bytes.subarray(from)]);
        break;
      }
      case 'delete': {
        const from = d.from % size;
        bytes = Buffer.concat([bytes.subarray(0, from), bytes.subarray(from + d.length)]);
        break;
      }
      case 'insert': {
        const at = d.at % size;
        bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(d.bytes), bytes.subarray(at)]);
        break;
      }
    }
  }
  return bytes;
}

/** Part-level damage of a multipart request: parts missing, doubled or out of order. */
export type PartDamage = { kind: 'drop' | 'double' | 'swap' | 'none'; at: number };

export const partDamage: fc.Arbitrary<PartDamage> = fc.record({
  kind: fc.constantFrom('drop' as const, 'double' as const, 'swap' as const, 'none' as const),
  at: fc.nat(),
});

export function withPartDamage(parts: Part[], d: PartDamage): Part[] {
  const at = d.at % parts.length;
  const copy = [...parts];
  if (d.kind === 'drop') copy.splice(at, 1);
  if (d.kind === 'double') copy.splice(at, 0, parts[at] as Part);
  if (d.kind === 'swap' && at + 1 < copy.length)
    [copy[at], copy[at + 1]] = [copy[at + 1] as Part, copy[at] as Part];
  return copy;
}

/**
 * What no answer may carry: a stack frame, a path on this machine, a module's file, a runtime error's
 * name or a suggestion of what the prober might have meant.
 */
export function leakIn(text: string): string | null {
  const patterns = [
    /\n\s+at \S/,
    /node_modules/,
    /file:\/\//,
    new RegExp(ROOT.pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    /Did you mean/i,
    /originalError/,
    /\b(RangeError|TypeError|ReferenceError)\b/,
  ];
  return patterns.find((pattern) => pattern.test(text))?.source ?? null;
}

/**
 * The upstream's routes, read from its route files (method, path with `:params` filled in), so the
 * fuzz test covers every path of the contract without a list to keep in step.
 */
export function upstreamRoutes(): { method: string; path: string }[] {
  const dir = new URL('upstream/src/routes/', ROOT);
  const routes: { method: string; path: string }[] = [];
  const files = [
    'address',
    'auth',
    'chat',
    'help',
    'identification',
    'index-content',
    'index-routes',
    'invite',
  ]
    .concat([
      'loan',
      'login',
      'nft',
      'notice',
      'notification',
      'order',
      'recharge',
      'security',
      'smart-order',
    ])
    .concat(['user', 'withdrawal']);
  for (const file of files) {
    let source: string;
    try {
      source = readFileSync(new URL(`${file}.ts`, dir), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(/app\.(get|post)(?:<[^(]*>)?\(\s*'([^']+)'/g)) {
      const [, method, path] = match;
      // Held event streams are not a request and an answer: the fuzz test covers them no further.
      if (!method || !path || /events|stream/.test(path)) continue;
      routes.push({ method: method.toUpperCase(), path: path.replace(/:\w+/g, '1') });
    }
  }
  return routes;
}
