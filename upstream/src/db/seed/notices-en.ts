import type { SeedNotice } from './seed-types.ts';

/**
 * English notices (language type 2), the version every other language falls back to. `createdAt` is
 * an ISO date so the list has a stable newest-first order; every language's version of a notice
 * keeps its date.
 */
export const noticesEn: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'Welcome to the SWX demonstration',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX is a demonstration platform: all prices are simulated and no real money is involved.',
      'Create an account to try the demo account, the live market list and the market detail charts.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: 'New features: live markets in five categories',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      'The market list now covers forex, crypto, stocks, futures and metals, with a 100-point sparkline per market and live prices pushed every second.',
      'Stocks and futures follow their exchange trading hours; outside them their prices stay frozen and orders on them are not accepted.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: 'New features: eleven interface languages',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      'The interface is now available in English, Japanese, Korean, German, French, Italian, Arabic, Portuguese, Spanish, Traditional Chinese and Simplified Chinese.',
    ],
  },
  {
    slug: 'security-reminder',
    title: 'Security reminder: never share your verification code',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      'Our staff will never ask for your password or an e-mail verification code. A code is valid for ten minutes and can be used once.',
    ],
  },
];
