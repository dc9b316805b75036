/** A seeded article; `slug` (the article key) ties its language versions together and keeps seeding idempotent. */
export type SeedContent = { slug: string; type: 1 | 2 | 3; title: string; paragraphs: string[] };
export type SeedNotice = { slug: string; title: string; paragraphs: string[]; createdAt: string };
/** A seeded help-centre question; `slug` ties its language versions together. */
export type SeedFaq = {
  slug: string;
  category: 'account' | 'trading' | 'funds' | 'products' | 'security';
  question: string;
  paragraphs: string[];
};
