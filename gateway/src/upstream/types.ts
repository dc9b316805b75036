// Shapes of the /swx/customer contract (docs/upstream-contract.md). Decimals are strings, times epoch ms.

export type MarketTypeNumber = 1 | 2 | 3 | 4 | 5;

export type MarketItem = {
  id: number;
  code: string;
  type: MarketTypeNumber;
  appName: string;
  logo: string;
  price: string;
  nowPrice: string;
  zdf: string;
  hundred: string[];
  simulated?: boolean;
};

export type MarketInfo = MarketItem & {
  high24h: string;
  low24h: string;
  volume24h: string;
  tradable: boolean;
  tradingHours: string | null;
  simulated: boolean;
};

/** One item of the price websocket's JSON array. */
export type PriceTick = { code: string; price: string; zdf: string };

export type Kline = { time: number; open: string; high: string; low: string; close: string; volume: string };

export type KlineIntervalName = 'minute' | 'hour' | 'day' | 'week' | 'month';

export type UserInfo = {
  id: number;
  userName: string;
  email: string;
  areaCode: string | null;
  phone: string | null;
  kycStatus: 0 | 1 | 2 | 3;
  inviteCode: string;
  creditScore: number;
  receiveAddress: string | null;
  createdAt: number;
};

export type Session = { token: string; expiresAt: number; user: UserInfo };

export type ContentItem = { id: number; title: string; type: 1 | 2 | 3 };

export type ContentDetail = ContentItem & { content: string; updatedAt: number };

export type Notice = { id: number; title: string; content: string; createdAt: number };

/** Content and notice lists come in two languages: 1 Chinese, 2 every other (spec §9). */
export type LanguageType = 1 | 2;

export type AccountMode = 'demo' | 'real';

/** UserInfo as getUserInfo answers from the trading slice on: the account of the call's mode. */
export type UserInfoWithAccount = UserInfo & { accountMode?: AccountMode; balance?: string };

export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

export type LedgerEntry = {
  id: number;
  mode: AccountMode;
  reason: 'demo_open' | 'demo_reset' | 'options_stake' | 'options_payout' | 'options_refund';
  reference: string | null;
  amount: string;
  balanceAfter: string;
  createdAt: number;
};

export type OptionPeriod = { limitTime: number; minAmount: string; payoutRate: string };

export type OptionsOrder = {
  id: number;
  orderNo: string;
  mode: AccountMode;
  code: string;
  appName: string;
  direction: 'up' | 'down';
  amount: string;
  limitTime: number;
  payoutRate: string;
  lots: number;
  lever: number;
  margin: string;
  requiredMargin: string;
  stopLoss: string | null;
  takeProfit: string | null;
  openPrice: string;
  openTime: number;
  expiresAt: number;
  closePrice: string | null;
  closeTime: number | null;
  status: 'open' | 'closed' | 'failed';
  result: 'win' | 'loss' | 'refund' | null;
  closeReason: 'expiry' | 'stop_loss' | 'take_profit' | 'no_price' | null;
  profit: string | null;
  createdAt: number;
};
