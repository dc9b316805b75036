import type { OptionsOrder } from '@swx/contract';

/** An open 10.00 USDT up order on BTCUSDT as the upstream answers it; tests override what they need. */
export function optionsOrderAnswer(overrides: Partial<OptionsOrder> = {}): OptionsOrder {
  return {
    id: 7,
    orderNo: 'O-7',
    mode: 'demo',
    code: 'BTCUSDT',
    appName: 'Bitcoin',
    direction: 'up',
    amount: '10.00',
    limitTime: 60,
    payoutRate: '0.85',
    lots: 1,
    lever: 1,
    margin: '10.00',
    requiredMargin: '10.00',
    stopLoss: null,
    takeProfit: null,
    openPrice: '100.00',
    openTime: 1,
    expiresAt: 60_001,
    closePrice: null,
    closeTime: null,
    status: 'open',
    result: null,
    closeReason: null,
    profit: null,
    createdAt: 1,
    ...overrides,
  };
}
