import type { ContentDetail, UserInfoWithAccount } from '@swx/contract';
import DataLoader from 'dataloader';
import type { CallerHeaders, UpstreamClient } from './upstream/client.ts';
import { getContentsById } from './upstream/contents.ts';
import { getUserInfo } from './upstream/user.ts';

/**
 * Per-request loaders (DataLoader): however many fields of one operation ask for the same user or
 * article, the upstream is called once. The REST API has no batch calls, so a batch is a set of
 * single calls made together; what DataLoader adds is the per-request deduplication and cache.
 */
export type Loaders = {
  /** POST /user/getUserInfo for a token (the caller's, or a new session's), in the caller's mode. */
  userInfo: DataLoader<string | null, UserInfoWithAccount>;
  /** POST /user/getUserInfo for a token in a given mode (`Viewer.account(mode:)`, whatever the caller's header). */
  accountInfo: DataLoader<AccountKey, UserInfoWithAccount, string>;
  /** GET /index/getContentsById/{id}, or ?lang= for that article's version in a language. */
  content: DataLoader<ContentKey, ContentDetail | null, string>;
};

/** An article version by id; with `lang`, the same article in that interface language. */
export type ContentKey = { id: number; lang?: string };

export type AccountKey = { token: string | null; virtually: CallerHeaders['virtually'] };

export function createLoaders(upstream: UpstreamClient, caller: CallerHeaders): Loaders {
  const eachOf =
    <K, V>(load: (key: K) => Promise<V>) =>
    (keys: readonly K[]) =>
      Promise.all(keys.map((key) => load(key).catch((error: unknown) => error as Error)));
  const accountInfo = new DataLoader(
    eachOf(async ({ token, virtually }: AccountKey) => {
      return (await getUserInfo(upstream, { ...caller, authorization: token, virtually })).result;
    }),
    { cacheKeyFn: ({ token, virtually }) => `${virtually} ${token ?? ''}` },
  );
  return {
    accountInfo,
    // The same cache: `viewer { userName account(mode: …) { balance } }` asks the upstream once per mode.
    userInfo: new DataLoader(
      eachOf((token: string | null) => accountInfo.load({ token, virtually: caller.virtually })),
    ),
    content: new DataLoader(
      eachOf(async ({ id, lang }: ContentKey) => (await getContentsById(upstream, caller, id, lang)).result),
      { cacheKeyFn: ({ id, lang }) => `${id} ${lang ?? ''}` },
    ),
  };
}
