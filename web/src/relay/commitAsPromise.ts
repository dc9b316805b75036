import type { UseMutationConfig } from 'react-relay';
import type { CacheConfig, Disposable, MutationParameters, UploadableMap } from 'relay-runtime';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/** Runs a Relay mutation and resolves with its response (rejects on a transport error). */
export function commitAsPromise<T extends MutationParameters>(
  commit: Commit<T>,
  variables: T['variables'],
  // cacheConfig reaches the network layer (useMutation spreads its config into commitMutation).
  extra: { uploadables?: UploadableMap; cacheConfig?: CacheConfig } = {},
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...(extra as Partial<UseMutationConfig<T>>),
      variables,
      onCompleted: (response) => resolve(response),
      onError: (error) => reject(error),
    });
  });
}
