import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  useMarketTicksSubscription,
  useMarketTicksSubscription$data,
} from '../../__generated__/useMarketTicksSubscription.graphql';

const subscription = graphql`
  subscription useMarketTicksSubscription($codes: [String!]) {
    marketTicks(codes: $codes) {
      id
      nowPrice
      change24hPercent
    }
  }
`;

/** The home chart keeps the last 100 points. */
const historyLength = 100;

/** Appends each tick's price to its market's `recentPrices`, so every sparkline moves with the list. */
function appendTicks(
  store: RecordSourceSelectorProxy<useMarketTicksSubscription$data>,
  data: useMarketTicksSubscription$data | null | undefined,
): void {
  for (const tick of data?.marketTicks ?? []) {
    const record = store.get(tick.id);
    const recentPrices = record?.getValue('recentPrices');
    if (!record || !Array.isArray(recentPrices)) continue;
    const prices = recentPrices.filter((price): price is string => typeof price === 'string');
    record.setValue([...prices, tick.nowPrice].slice(-historyLength), 'recentPrices');
  }
}

/**
 * Live prices: ticks carry the market's Relay id, so the normalized store updates every view of
 * that market (nowPrice, change24hPercent) by itself. `codes` narrows the feed; omit it for every market.
 */
export function useMarketTicks(codes?: readonly string[]): void {
  const key = codes?.join(',') ?? '*';
  const config = useMemo<GraphQLSubscriptionConfig<useMarketTicksSubscription>>(
    () => ({
      subscription,
      variables: { codes: key === '*' ? null : key.split(',') },
      updater: appendTicks,
    }),
    [key],
  );
  useSubscription(config);
}
