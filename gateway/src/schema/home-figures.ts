import type { HomeFigure, HomeFigures } from '@swx/contract';
import { builder } from '../builder.ts';
import { getHomeFigures } from '../upstream/contents.ts';

const HOME_FIGURE_KINDS = ['REGISTERED_USERS', 'VOLUME_24H', 'MARKET_COUNT', 'FEE_RATE'] as const;
type HomeFigureKind = (typeof HOME_FIGURE_KINDS)[number];

const HomeFigureKindEnum = builder.enumType('HomeFigureKind', {
  description: 'One of the home page figures.',
  values: HOME_FIGURE_KINDS,
});

const figureOf: Record<HomeFigureKind, (figures: HomeFigures) => HomeFigure | null> = {
  REGISTERED_USERS: (f) => f.registeredUsers,
  VOLUME_24H: (f) => f.volume24h,
  MARKET_COUNT: (f) => f.marketCount,
  FEE_RATE: (f) => f.feeRate,
};

function toInt(figure: HomeFigure | null): number | null {
  if (figure === null) return null;
  const parsed = Number.parseInt(figure.value, 10);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

const HomeFiguresRef = builder.objectRef<HomeFigures>('HomeFigures').implement({
  description:
    "The home page's figures, measured from the upstream's data unless the operator states their own " +
    '(listed in `statedByOperator`, for a client to show them as the operator’s).',
  fields: (t) => ({
    registeredUsers: t.int({
      nullable: true,
      description: 'Accounts registered.',
      resolve: (f) => toInt(f.registeredUsers),
    }),
    volume24h: t.field({
      type: 'Decimal',
      nullable: true,
      description: "The last 24 hours' turnover in USDT: the stakes of real-account orders (demo excluded).",
      resolve: (f) => f.volume24h.value,
    }),
    marketCount: t.int({
      nullable: true,
      description: 'Markets listed.',
      resolve: (f) => toInt(f.marketCount),
    }),
    feeRate: t.field({
      type: 'Decimal',
      nullable: true,
      description: "The trading fee ceiling as a fraction; only ever the operator's statement.",
      resolve: (f) => f.feeRate?.value ?? null,
    }),
    cryptoCount: t.int({
      nullable: true,
      deprecationReason: 'Not measured: the home page shows marketCount, every market listed.',
      resolve: () => null,
    }),
    statedByOperator: t.field({
      type: [HomeFigureKindEnum],
      description: 'The figures the operator stated rather than measured.',
      resolve: (f) => HOME_FIGURE_KINDS.filter((kind) => figureOf[kind](f)?.source === 'operator'),
    }),
  }),
});

builder.queryField('homeFigures', (t) =>
  t.field({
    type: HomeFiguresRef,
    description: 'GET /index/homeFigures (public; the upstream keeps its measures a minute).',
    resolve: async (_, __, ctx) => (await getHomeFigures(ctx.upstream, ctx.caller)).result,
  }),
);
