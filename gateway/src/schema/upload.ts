import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { proofTooLarge } from '../errors/errors.ts';

/**
 * An uploaded file as a resolver gets it: a Blob or File (Yoga's own parser, in-process tests), or
 * the streaming upload of plugins/use-streaming-uploads.ts, whose bytes arrive while the resolver
 * reads them. Either way the bytes are read once, through `stream()`.
 */
export type Upload = { readonly name?: string; readonly type?: string; stream(): AsyncIterable<Uint8Array> };

function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && typeof (value as Upload).stream === 'function';
}

builder.scalarType('File', {
  description:
    'A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec); ' +
    'input only.',
  serialize: () => {
    throw new GraphQLError('File is an input type only.');
  },
  parseValue: (value) => {
    if (!isUpload(value)) throw new GraphQLError('File must be a file part of a multipart request.');
    return value;
  },
});

/** The upload's bytes, failing with IMAGE_TOO_LARGE as soon as more than `maxBytes` have streamed. */
export async function* limitedBytes(
  upload: Upload,
  maxBytes: number,
  field = 'proof',
): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of upload.stream()) {
    total += chunk.byteLength;
    if (total > maxBytes) throw proofTooLarge(maxBytes, field);
    yield chunk;
  }
}

/** The whole upload in memory, at most `maxBytes` (IMAGE_TOO_LARGE naming `field` past it). */
export async function uploadBytes(upload: Upload, maxBytes: number, field: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of limitedBytes(upload, maxBytes, field)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
