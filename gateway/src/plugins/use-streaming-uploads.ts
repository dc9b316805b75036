import { Readable as NodeReadable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { type DocumentNode, GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { fileCutOff, proofTooLarge } from '../errors/errors.ts';

export type StreamingUploadsOptions = {
  /** The largest file part: the stream fails with IMAGE_TOO_LARGE past it. */
  maxFileBytes: number;
  /** The largest `operations` or `map` field. */
  maxFieldBytes: number;
  /** Root mutation fields that take files; any other operation sent with a file is refused. */
  fileFields: readonly string[];
  /** Most file parts in one request (a deposit sends one, an identity verification four). Default 1. */
  maxFiles?: number;
};

const badRequest = (message: string) =>
  createGraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

const tooLarge = () =>
  createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

/**
 * A file of a GraphQL multipart request whose bytes are still arriving. It exists as soon as the
 * `map` names it and is bound to its file part when that part begins: the operation runs as soon as
 * the first file part begins, and resolvers read the bytes as the client sends them, so the gateway
 * holds a few chunks, never the file. Read once, through `stream()`. Parts arrive in the client's
 * order: a resolver taking several files reads them all at once, never one after the other.
 */
export class StreamingUpload {
  #name = '';
  #type = '';
  readonly #maxBytes: number;
  readonly #field: string;
  #file: BusboyFileStream | null = null;
  readonly #arrived: Promise<BusboyFileStream>;
  #arrive: (file: BusboyFileStream) => void = () => undefined;
  #missing: (error: Error) => void = () => undefined;
  #taken = false;
  #released = false;
  #failure: Error | null = null;

  constructor(maxBytes: number, field = 'proof') {
    this.#maxBytes = maxBytes;
    this.#field = field;
    this.#arrived = new Promise((resolve, reject) => {
      this.#arrive = resolve;
      this.#missing = reject;
    });
    // A file nobody reads must not surface as an unhandled rejection.
    this.#arrived.catch(() => undefined);
  }

  get name(): string {
    return this.#name;
  }

  get type(): string {
    return this.#type;
  }

  /** Its file part began. */
  attach(file: BusboyFileStream, name: string, type: string): void {
    // A body cut off inside the part fails the file stream: with no reader (the resolver refused the
    // input first, or never reads) an unheard 'error' event would end the process.
    file.on('error', (error: Error) => {
      this.#failure ??= error;
    });
    this.#file = file;
    this.#name = name;
    this.#type = type;
    if (this.#failure) file.destroy(this.#failure);
    else if (this.#released) file.resume();
    this.#arrive(file);
  }

  async *stream(): AsyncGenerator<Uint8Array> {
    if (this.#taken) throw new Error('An upload is read once.');
    this.#taken = true;
    const file = await this.#arrived;
    // Not destroyed when the reader stops early: busboy still has to read past the part (see release).
    try {
      for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        yield chunk;
      }
    } catch (error) {
      // The body limit cut the request off inside the file: that is the file being too large.
      if (error instanceof GraphQLError && error.extensions.code === 'REQUEST_ENTITY_TOO_LARGE')
        throw proofTooLarge(this.#maxBytes, this.#field);
      if (error instanceof GraphQLError) throw error;
      // Busboy's own failure ("Part terminated early"): the client's body broke off inside the file.
      throw fileCutOff(this.#field);
    }
    if (this.#failure) throw this.#failure instanceof GraphQLError ? this.#failure : fileCutOff(this.#field);
    if (file.truncated) throw proofTooLarge(this.#maxBytes, this.#field);
  }

  /** The request body broke off (the client went away, or the body limit), or ended without this part. */
  fail(error: Error): void {
    this.#failure = error;
    this.#file?.destroy(error);
    this.#missing(error);
  }

  /** The operation is over: whatever nobody read is skipped, so busboy can finish the body. */
  release(): void {
    this.#released = true;
    const file = this.#file;
    if (file && !file.destroyed && !file.readableEnded) file.resume();
  }
}

/**
 * GraphQL multipart requests (the spec's `operations`, `map`, then one file), parsed while they
 * stream, in place of Yoga's parser, which gathers every file in memory before the operation runs.
 * Only the root fields in `fileFields` may receive a file; one request carries at most one. The
 * request body limit still applies to the whole body (useRequestBodyLimit, registered after this).
 */
export function useStreamingUploads(options: StreamingUploadsOptions): Plugin<{ request?: Request }> {
  const uploads = new WeakMap<Request, StreamingUpload[]>();
  return {
    onRequestParse({ request, setRequestParser }) {
      const type = request.headers.get('content-type') ?? '';
      if (request.method !== 'POST' || !/^multipart\/form-data\s*;/i.test(type)) return;
      const held: StreamingUpload[] = [];
      uploads.set(request, held);
      setRequestParser((counted) => parseMultipart(counted, type, held, options));
    },
    onExecute({ args, setResultAndStopExecution }) {
      const request = args.contextValue.request;
      const held = request ? uploads.get(request) : undefined;
      if (!held?.length || takesFilesOnly(args.document, args.operationName, options.fileFields)) return;
      for (const upload of held) upload.release();
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`Only ${options.fileFields.join(', ')} take a file.`, {
            extensions: { code: 'BAD_REQUEST' },
          }),
        ],
      });
    },
    onResponse({ request }) {
      for (const upload of uploads.get(request) ?? []) upload.release();
    },
  };
}

/** The operation to run is a mutation whose every root field takes a file. */
function takesFilesOnly(document: DocumentNode, name: string | null | undefined, fields: readonly string[]) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = name ? operations.find((op) => op.name?.value === name) : operations[0];
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && fields.includes(selection.name.value),
  );
}

function parseMultipart(
  request: Request,
  contentType: string,
  held: StreamingUpload[],
  options: StreamingUploadsOptions,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let operations: Record<string, unknown> | null = null;
    let map: Record<string, string[]> | null = null;
    const byPart = new Map<string, StreamingUpload>();
    let settled = false;
    const settle = (error: Error | null, params?: Record<string, unknown>) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(params ?? {});
    };
    const maxFiles = options.maxFiles ?? 1;
    const busboy = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fieldNameSize: 100,
        fieldSize: options.maxFieldBytes,
        fields: 2,
        files: maxFiles,
        parts: 2 + maxFiles,
        // One byte past the limit: the reader learns the file is too large from `truncated`.
        fileSize: options.maxFileBytes,
      },
    });
    busboy.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) return settle(tooLarge());
      try {
        if (name === 'operations') operations = objectOf(JSON.parse(value), 'operations');
        else if (name === 'map') {
          map = mapOf(JSON.parse(value));
          if (!operations) throw badRequest('Multipart field "operations" must come before "map".');
          if (Object.keys(map).length > maxFiles)
            throw badRequest(`A request carries at most ${maxFiles} files.`);
          // Every file the map names exists from now on; each is bound when its part begins.
          for (const [part, paths] of Object.entries(map)) {
            const upload = new StreamingUpload(options.maxFileBytes, fieldOf(paths[0]));
            byPart.set(part, upload);
            held.push(upload);
            for (const path of paths) setPath(operations, path, upload);
          }
        }
      } catch (error) {
        settle(error instanceof GraphQLError ? error : badRequest(`Multipart field "${name}" is not JSON.`));
      }
    });
    busboy.on(
      'file',
      (name: string, file: BusboyFileStream, fileName: string, _encoding: string, type: string) => {
        const upload = byPart.get(name);
        byPart.delete(name);
        if (!operations || !upload) {
          file.on('error', () => undefined);
          file.resume();
          if (settled) return;
          return settle(badRequest('A file part must follow "operations" and a "map" that names it.'));
        }
        upload.attach(file, fileName, type);
        // Run the operation now: the resolver reads the files while they stream in.
        settle(null, operations);
      },
    );
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'])
      busboy.on(limit, () => settle(badRequest('A multipart request carries operations, map and one file.')));
    busboy.on('finish', () => {
      // A file the map named but the body never carried: its reader fails instead of waiting forever.
      for (const upload of byPart.values()) upload.fail(badRequest('A file the map names is missing.'));
      if (!operations) return settle(badRequest('Missing multipart field "operations".'));
      settle(null, operations);
    });
    pipeline(NodeReadable.from(chunksOf(request.body)), busboy as unknown as NodeJS.WritableStream).catch(
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const upload of held) upload.fail(failure);
        settle(
          failure instanceof GraphQLError
            ? failure
            : badRequest(`Invalid multipart body: ${failure.message}`),
        );
      },
    );
  });
}

async function* chunksOf(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function objectOf(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`Multipart field "${name}" must be a JSON object (one operation).`);
  return value as Record<string, unknown>;
}

/** `variables.input.front` → `front`: the input a file is, for IMAGE_TOO_LARGE's `field`. */
function fieldOf(path: string | undefined): string {
  return path?.split('.').at(-1) ?? 'proof';
}

function mapOf(value: unknown): Record<string, string[]> {
  const map = objectOf(value, 'map');
  for (const paths of Object.values(map))
    if (
      !Array.isArray(paths) ||
      paths.some((path) => typeof path !== 'string' || !path.startsWith('variables.'))
    )
      throw badRequest('Multipart field "map" must map each file to paths under "variables.".');
  return map as Record<string, string[]>;
}

/** Puts the upload at `variables.input.proof`; never through __proto__ and the like. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current: Record<string, unknown> = target;
  for (const [index, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (typeof next !== 'object' || next === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
}
