import { KlineChartPanelPlaceholder } from '../cruuency/KlineChartPanelPlaceholder';
import { MarketSummaryPlaceholder } from '../cruuency/MarketSummaryPlaceholder';
import { OrderPanelPlaceholder } from './OrderPanelPlaceholder';
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
