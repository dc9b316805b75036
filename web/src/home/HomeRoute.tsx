import { graphql } from 'react-relay';
import { useMarketTicks } from '../components/market-list/useMarketTicks';
import { useLoaderValue } from '../router/useLoaderValue';
import { HomePage } from './HomePage';
import type { homeLoader } from './homeLoader';

/** The home page's one query; its sections read it (HomeFiguresSection, LiveMarkets) as they render. */
export const homeRouteQuery = graphql`
  query HomeRouteQuery {
    homeFigures {
      ...HomeFigures_figures
    }
    forex: markets(type: FOREX) {
      ...MarketList_markets
    }
    crypto: markets(type: CRYPTO) {
      ...MarketList_markets
    }
    stocks: markets(type: STOCKS) {
      ...MarketList_markets
    }
    futures: markets(type: FUTURES) {
      ...MarketList_markets
    }
    metals: markets(type: METALS) {
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
  return <HomePage queryRef={queryRef} />;
}
