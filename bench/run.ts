// `npm run bench`: every benchmark, each printing ratios measured side by side in this one run.
import { gatewayOverhead } from './gateway-overhead.ts';
import { hostileQueries } from './hostile-queries.ts';
import { priceFanout } from './price-fanout.ts';
import { simulatorCandles } from './simulator-candles.ts';

await gatewayOverhead();
console.log();
await priceFanout();
console.log();
await hostileQueries();
console.log();
await simulatorCandles();
process.exit(0);
