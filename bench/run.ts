// `npm run bench`: every benchmark, each printing ratios measured side by side in this one run.
import { gatewayOverhead } from './gateway-overhead.ts';
import { hostileQueries } from './hostile-queries.ts';
import { priceFanout } from './price-fanout.ts';

await gatewayOverhead();
console.log();
await priceFanout();
console.log();
await hostileQueries();
process.exit(0);
