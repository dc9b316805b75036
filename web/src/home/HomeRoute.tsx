import { useEffect } from 'react';
import { graphql } from 'react-relay';
import { useMarketTicks } from '../components/market-list/useMarketTicks';
import { numberFormat } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { useHydrated } from '../state/hydration';
import { HomePage } from './HomePage';
import type { homeLoader } from './homeLoader';

/**
 * The home page's query; its sections read it (HomeFiguresSection, LiveMarkets) as they render. It
 * asks for the category the page opens on only: another tab loads its own list when chosen
 * (LiveMarkets), so a visit costs one list, not five.
 */
export const homeRouteQuery = graphql`
  query HomeRouteQuery {
    homeFigures {
      ...HomeFigures_figures
    }
    crypto: markets(type: CRYPTO) {
      ...MarketList_markets
    }
  }
`;

/**
 * The home page. Its static parts render at once (and are in the prerendered index.html); the
 * figures and the market list fill in from the loader's query. Live prices arrive by
 * subscription on top of the list, which never waits for the socket.
 */
export function HomeRoute() {
  const { queryRef } = useLoaderValue<typeof homeLoader>();
  useMarketTicks();
  usePreparedNumberFormat();
  return <HomePage queryRef={queryRef} />;
}

/**
 * The first Intl.NumberFormat of a page loads the number data: tens of milliseconds on a phone,
 * which the figures and prices would add to their render. While the prerendered page is being
 * adopted, it is made in a task of its own, before the data parts render (state/hydration).
 */
function usePreparedNumberFormat(): void {
  const hydrated = useHydrated();
  const locale = languageTags[useClientState((state) => state.language)];
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the adopted page
  useEffect(() => {
    if (hydrated) return;
    const timer = setTimeout(() => numberFormat(locale), 0);
    return () => clearTimeout(timer);
  }, []);
}
