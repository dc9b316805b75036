import type { FastifyInstance } from 'fastify';
import { asFields, textField, textListField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { marketRules } from '../http/input-rules.ts';
import { isKlineInterval } from '../market/candle-intervals.ts';
import { isMarketType } from '../market/instruments.ts';
import type { RouteContext } from './context.ts';

const defaultKlineSize = 100;
const maxKlineSize = 500;
/** More codes than the catalogue has markets, with room to grow. */
const maxListedCodes = 200;

function klineSize(raw: string): number {
  if (raw === '') return defaultKlineSize;
  const n = Math.trunc(Number(raw));
  if (!Number.isFinite(n)) return defaultKlineSize;
  // Out-of-range sizes are clamped rather than refused: the contract has no code for them.
  return Math.min(maxKlineSize, Math.max(1, n));
}

/** /index/* market endpoints: lists, detail and k-lines, all read from the simulator's latest tick. */
export function indexRoutes(app: FastifyInstance, { simulator }: RouteContext) {
  app.get('/index/listMarketByType', async (request) => {
    const type = Number(textField(asFields(request.query), marketRules.type));
    return success(request, isMarketType(type) ? simulator.listMarkets({ type }) : []);
  });

  // The spec's unnamed list variant: every market, or the repeated `codes` asked for.
  app.get('/index/listMarket', async (request) => {
    const query = asFields(request.query);
    const codes = textListField(query, marketRules.listCodes, maxListedCodes);
    return success(request, simulator.listMarkets(query.codes === undefined ? undefined : { codes }));
  });

  app.get<{ Params: { code: string } }>('/index/getMarketInfo/:code', async (request) => {
    return success(request, simulator.marketInfo(textField(asFields(request.params), marketRules.infoCode)));
  });

  app.get('/index/getKValueByCodeAndDate', async (request) => {
    const query = asFields(request.query);
    const code = textField(query, marketRules.klineCode);
    const interval = textField(query, marketRules.klineInterval);
    const size = klineSize(textField(query, marketRules.klineSize));
    if (!simulator.instrument(code)) throw new ApiError(Code.optionsProductWrong);
    if (!isKlineInterval(interval)) throw new ApiError(Code.periodNotFound);
    return success(request, simulator.klines(code, interval, size) ?? []);
  });
}
