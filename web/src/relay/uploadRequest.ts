import type { UploadableMap, Variables } from 'relay-runtime';

import type { UploadProgress } from './uploadProgress';

/**
 * A GraphQL multipart request (the spec Yoga implements): `operations` with each file's variable
 * set to null, `map` from part name to variable path, then the files. Relay's uploadables are
 * keyed by the file's variable path (`input.proof`).
 */
export function multipartBody(
  operation: Record<string, unknown>,
  variables: Variables,
  uploadables: UploadableMap,
): FormData {
  const nulled = structuredClone(variables);
  const map: Record<string, string[]> = {};
  const form = new FormData();
  Object.keys(uploadables).forEach((path, index) => {
    setPath(nulled, path, null);
    map[String(index)] = [`variables.${path}`];
  });
  form.append('operations', JSON.stringify({ ...operation, variables: nulled }));
  form.append('map', JSON.stringify(map));
  Object.entries(uploadables).forEach(([, file], index) => {
    form.append(String(index), file);
  });
  return form;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string, unknown>;
  }
  const last = keys.at(-1);
  if (last !== undefined) node[last] = value;
}

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress,
 * and resolves with the parsed JSON reply.
 */
export function sendWithProgress(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  { signal, onProgress }: { signal: AbortSignal; onProgress?: UploadProgress },
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'text';
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => {
      try {
        resolve({ status: request.status, json: JSON.parse(request.responseText) as unknown });
      } catch {
        reject(new Error(`Unexpected response (HTTP ${request.status})`));
      }
    };
    request.onerror = () => reject(new Error('Upload failed'));
    request.onabort = () => reject(new Error('Upload aborted'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
