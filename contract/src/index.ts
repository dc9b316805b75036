// The /swx/customer REST contract (docs/upstream-contract.md), declared once. The gateway parses
// every upstream answer with these schemas; the reference upstream types its answers with them.
// Exact decimal arithmetic is the separate entry `@swx/contract/decimal` (no valibot, for the web app).
export * from './accounts.ts';
export * from './area-codes.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './content.ts';
export * from './countries.ts';
export * from './events.ts';
export * from './idempotency-key.ts';
export * from './identification.ts';
export * from './loans.ts';
export * from './markets.ts';
export * from './money.ts';
export * from './nfts.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './smart.ts';
export * from './social.ts';
export * from './statement.ts';
