/** The market type codes: 1 forex, 2 crypto, 3 stocks, 4 futures, 5 metals. */
export type MarketType = 1 | 2 | 3 | 4 | 5;

/** Which weekly schedule an instrument trades on; see trading-sessions.ts. */
export type SessionKind = 'always' | 'fx' | 'nyse' | 'globex';

export type Instrument = {
  /** Stable numeric id: never reuse or renumber, clients keep it in URLs (/cruuency?id=). */
  id: number;
  code: string;
  type: MarketType;
  appName: string;
  /** Centre of the simulated price path. */
  startPrice: number;
  /** Digits after the decimal point of every price string. */
  decimals: number;
  /** Typical daily move as a fraction (0.035 = 3.5 %), scales every noise octave. */
  dailyVolatility: number;
  /** Typical traded units per hour while open, for candle volumes. */
  hourlyVolume: number;
  volumeDecimals: number;
  session: SessionKind;
  /** Short text of the logo badge. */
  logoText: string;
  /** Badge colour. */
  color: string;
};

type Spec = [
  id: number,
  code: string,
  appName: string,
  startPrice: number,
  decimals: number,
  dailyVolatility: number,
  hourlyVolume: number,
  logoText: string,
  color: string,
];

function group(type: MarketType, session: SessionKind, volumeDecimals: number, specs: Spec[]): Instrument[] {
  return specs.map(
    ([id, code, appName, startPrice, decimals, dailyVolatility, hourlyVolume, logoText, color]) => ({
      id,
      code,
      type,
      appName,
      startPrice,
      decimals,
      dailyVolatility,
      hourlyVolume,
      volumeDecimals,
      session,
      logoText,
      color,
    }),
  );
}

// Starting prices are late-2020s ballparks; they only centre the simulation, nothing claims they are quotes.
const forex = group(1, 'fx', 0, [
  [1, 'EURUSD', 'Euro / US Dollar', 1.0842, 5, 0.005, 95_000_000, '€$', '#1f4e9c'],
  [2, 'GBPUSD', 'British Pound / US Dollar', 1.2714, 5, 0.006, 60_000_000, '£$', '#7a1f3d'],
  [3, 'USDJPY', 'US Dollar / Japanese Yen', 151.23, 3, 0.006, 80_000_000, '$¥', '#b3262e'],
  [4, 'AUDUSD', 'Australian Dollar / US Dollar', 0.6612, 5, 0.007, 30_000_000, 'A$', '#0f7b6c'],
  [5, 'USDCAD', 'US Dollar / Canadian Dollar', 1.3605, 5, 0.005, 28_000_000, 'C$', '#c0392b'],
  [6, 'USDCHF', 'US Dollar / Swiss Franc', 0.8834, 5, 0.006, 22_000_000, 'CHF', '#a93226'],
  [7, 'NZDUSD', 'New Zealand Dollar / US Dollar', 0.6098, 5, 0.007, 12_000_000, 'NZ$', '#2c3e50'],
  [8, 'EURJPY', 'Euro / Japanese Yen', 163.87, 3, 0.007, 25_000_000, '€¥', '#34495e'],
  [9, 'EURGBP', 'Euro / British Pound', 0.8527, 5, 0.004, 18_000_000, '€£', '#5b2c6f'],
]);

const crypto = group(2, 'always', 4, [
  [10, 'BTCUSDT', 'Bitcoin', 64123.5, 2, 0.03, 1_800, 'BTC', '#f7931a'],
  [11, 'ETHUSDT', 'Ethereum', 3184.2, 2, 0.038, 24_000, 'ETH', '#627eea'],
  [12, 'BNBUSDT', 'BNB', 582.4, 2, 0.035, 30_000, 'BNB', '#d4a20b'],
  [13, 'SOLUSDT', 'Solana', 146.35, 3, 0.05, 160_000, 'SOL', '#8a3ffc'],
  [14, 'XRPUSDT', 'XRP', 0.5214, 4, 0.045, 28_000_000, 'XRP', '#23292f'],
  [15, 'ADAUSDT', 'Cardano', 0.4521, 4, 0.048, 22_000_000, 'ADA', '#0033ad'],
  [16, 'DOGEUSDT', 'Dogecoin', 0.15234, 5, 0.06, 70_000_000, 'DOGE', '#ba9f33'],
  [17, 'LTCUSDT', 'Litecoin', 82.47, 2, 0.04, 40_000, 'LTC', '#345d9d'],
  [18, 'DOTUSDT', 'Polkadot', 6.812, 3, 0.05, 600_000, 'DOT', '#e6007a'],
  [19, 'TRXUSDT', 'TRON', 0.12145, 5, 0.03, 40_000_000, 'TRX', '#c4161c'],
  [20, 'LINKUSDT', 'Chainlink', 14.523, 3, 0.05, 350_000, 'LINK', '#2a5ada'],
]);

const stocks = group(3, 'nyse', 0, [
  [21, 'AAPL', 'Apple Inc.', 189.84, 2, 0.015, 8_500_000, 'AAPL', '#555555'],
  [22, 'MSFT', 'Microsoft Corporation', 415.5, 2, 0.014, 3_000_000, 'MSFT', '#00a4ef'],
  [23, 'NVDA', 'NVIDIA Corporation', 121.79, 2, 0.03, 40_000_000, 'NVDA', '#76b900'],
  [24, 'AMZN', 'Amazon.com, Inc.', 182.15, 2, 0.018, 6_000_000, 'AMZN', '#ff9900'],
  [25, 'GOOGL', 'Alphabet Inc. Class A', 171.93, 2, 0.017, 4_000_000, 'GOOG', '#4285f4'],
  [26, 'META', 'Meta Platforms, Inc.', 483.6, 2, 0.022, 2_500_000, 'META', '#0866ff'],
  [27, 'TSLA', 'Tesla, Inc.', 178.2, 2, 0.035, 14_000_000, 'TSLA', '#cc0000'],
  [28, 'JPM', 'JPMorgan Chase & Co.', 196.62, 2, 0.012, 1_400_000, 'JPM', '#5c4033'],
  [29, 'V', 'Visa Inc.', 274.3, 2, 0.011, 1_000_000, 'V', '#1a1f71'],
  [30, 'KO', 'The Coca-Cola Company', 62.41, 2, 0.008, 2_000_000, 'KO', '#e41e2b'],
]);

const futures = group(4, 'globex', 0, [
  [31, 'CL', 'Crude Oil WTI', 78.26, 2, 0.022, 45_000, 'CL', '#3b3b3b'],
  [32, 'NG', 'Natural Gas', 2.614, 3, 0.04, 25_000, 'NG', '#1b6ca8'],
  [33, 'ES', 'E-mini S&P 500', 5218.25, 2, 0.01, 80_000, 'ES', '#0b3d91'],
  [34, 'NQ', 'E-mini Nasdaq-100', 18233.5, 2, 0.013, 35_000, 'NQ', '#3a0ca3'],
  [35, 'YM', 'E-mini Dow Jones', 39112, 0, 0.009, 9_000, 'YM', '#14213d'],
  [36, 'ZC', 'Corn', 441.25, 2, 0.014, 12_000, 'ZC', '#d4a017'],
  [37, 'ZW', 'Wheat', 562.5, 2, 0.018, 6_000, 'ZW', '#b5835a'],
  [38, 'ZS', 'Soybeans', 1178.75, 2, 0.012, 8_000, 'ZS', '#6b8e23'],
  [39, 'HG', 'Copper', 4.5215, 4, 0.014, 5_000, 'HG', '#b87333'],
  [40, 'RB', 'RBOB Gasoline', 2.5134, 4, 0.02, 4_000, 'RB', '#8b4513'],
]);

// The spec labels type 5 "ETF / precious metals": spot metals trade around the clock on weekdays,
// the metal ETFs only while their exchange (NYSE Arca) is open.
const spotMetals = group(5, 'fx', 2, [
  [41, 'XAUUSD', 'Gold Spot', 2348.15, 2, 0.009, 12_000, 'Au', '#c9a227'],
  [42, 'XAGUSD', 'Silver Spot', 28.463, 3, 0.016, 140_000, 'Ag', '#8e9aa6'],
  [43, 'XPTUSD', 'Platinum Spot', 978.4, 2, 0.015, 4_000, 'Pt', '#7f8c8d'],
  [44, 'XPDUSD', 'Palladium Spot', 1012.6, 2, 0.022, 2_000, 'Pd', '#5d6d7e'],
]);
const metalEtfs = group(5, 'nyse', 0, [
  [45, 'GLD', 'SPDR Gold Shares', 216.88, 2, 0.009, 1_200_000, 'GLD', '#b8860b'],
  [46, 'SLV', 'iShares Silver Trust', 25.92, 2, 0.016, 3_000_000, 'SLV', '#95a5a6'],
  [47, 'GDX', 'VanEck Gold Miners ETF', 34.17, 2, 0.02, 2_500_000, 'GDX', '#9a7d0a'],
  [48, 'IAU', 'iShares Gold Trust', 44.06, 2, 0.009, 900_000, 'IAU', '#a67c00'],
]);

export const instruments: readonly Instrument[] = [
  ...forex,
  ...crypto,
  ...stocks,
  ...futures,
  ...spotMetals,
  ...metalEtfs,
];

export const instrumentsByCode: ReadonlyMap<string, Instrument> = new Map(
  instruments.map((i) => [i.code, i]),
);

export function isMarketType(value: number): value is MarketType {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

export function logoPath(code: string): string {
  return `/swx/static/logos/${code}.svg`;
}
