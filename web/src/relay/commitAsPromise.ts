import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/** Runs a Relay mutation and resolves with its response (rejects on a transport error). */
export function commitAsPromise<T extends MutationParameters>(
  commit: Commit<T>,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      variables,
      onCompleted: (response) => resolve(response),
      onError: (error) => reject(error),
    });
  });
}
