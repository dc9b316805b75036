import { useLoaderData } from 'react-router';

type Loader = (...args: never[]) => unknown;

/**
 * The loader's return value as it really is. react-router types loader data as if it were
 * serialized for a server round trip; these loaders run in the browser and hand over live Relay
 * query references, so the declared return type of the loader is the true one.
 */
export function useLoaderValue<T extends Loader>(): Exclude<Awaited<ReturnType<T>>, Response> {
  return useLoaderData() as Exclude<Awaited<ReturnType<T>>, Response>;
}
