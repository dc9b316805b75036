import { KlineChartPanelPlaceholder } from '../components/market-detail/KlineChartPanelPlaceholder';
import { MarketSummaryPlaceholder } from '../components/market-detail/MarketSummaryPlaceholder';
import { OrderPanelPlaceholder } from './order/OrderPanelPlaceholder';
import { TradeLayout } from './TradeLayout';

/** The selected market's area while its data loads, laid out as it will be (nothing moves after). */
export function TradePlaceholder() {
  return (
    <TradeLayout
      summary={<MarketSummaryPlaceholder />}
      chart={<KlineChartPanelPlaceholder />}
      order={<OrderPanelPlaceholder />}
    />
  );
}
