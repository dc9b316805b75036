import type { FastifyRequest } from 'fastify';
import { imageTooLarge } from '../money/money-errors.ts';
import { asFields, type Fields } from './body.ts';
import { ApiError, inputInvalid } from './envelope.ts';

/** A multipart body as the services read it: its text fields and its file parts by name. */
export type Upload<F extends string> = { fields: Fields; files: Partial<Record<F, Buffer>> };

/** Multipart errors of @fastify/multipart that mean "the client sent too much or something malformed". */
function multipartCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Reads a multipart body: up to `maxFields` text fields of at most 1 KB, and the file parts named in
 * `files` (at most one each), which busboy cuts off at `maxBytes` while it streams (never buffering
 * more). A file part of another name is refused as that field. A JSON body carries the fields only.
 * Used by deposits (one `proof`) and identity verification (four images).
 */
export async function readUpload<F extends string>(
  request: FastifyRequest,
  options: { maxBytes: number; files: readonly F[]; maxFields: number },
): Promise<Upload<F>> {
  if (!request.isMultipart()) return { fields: asFields(request.body), files: {} };
  const fields: Fields = {};
  const files: Partial<Record<F, Buffer>> = {};
  const allowed: readonly string[] = options.files;
  let current = options.files[0] ?? 'file';
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: options.files.length,
        fields: options.maxFields,
        fieldSize: 1024,
        parts: options.maxFields + options.files.length,
        fieldNameSize: 32,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = part.fieldname;
        if (!allowed.includes(name) || files[name as F]) throw inputInvalid(name);
        current = name as F;
        files[name as F] = await part.toBuffer();
      } else {
        // A truncated value (over 1 KB) is longer than any rule allows: refuse it as that field.
        if (part.valueTruncated) throw inputInvalid(part.fieldname);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(options.maxBytes, current);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw inputInvalid('body');
    if (code === 'FST_PROTO_VIOLATION') throw inputInvalid('body');
    if (error instanceof ApiError) throw error;
    // Busboy's "Part terminated early", "Unexpected end of form" and the like: the body broke off or
    // is not multipart, which is the client's input, not a server fault.
    throw inputInvalid('body');
  }
  return { fields, files };
}
