import type { SeedNotice } from './seed-types.ts';

/** Avvisi in italiano (tipo di lingua 2). */
export const noticesIt: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'Benvenuto nella dimostrazione di SWX',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX è una piattaforma dimostrativa: tutti i prezzi sono simulati e non è coinvolto denaro reale.',
      'Crea un account per provare il conto demo, l’elenco dei mercati in tempo reale e i grafici del dettaglio dei mercati.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: 'Novità: mercati in tempo reale in cinque categorie',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      'L’elenco dei mercati ora comprende valute, criptovalute, azioni, futures e metalli, con un minigrafico di 100 punti per mercato e prezzi in tempo reale aggiornati ogni secondo.',
      'Azioni e futures seguono gli orari di negoziazione della loro borsa; al di fuori di essi i prezzi restano fermi e gli ordini su questi strumenti non vengono accettati.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: 'Novità: undici lingue dell’interfaccia',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      'L’interfaccia è ora disponibile in inglese, giapponese, coreano, tedesco, francese, italiano, arabo, portoghese, spagnolo, cinese tradizionale e cinese semplificato.',
    ],
  },
  {
    slug: 'security-reminder',
    title: 'Promemoria di sicurezza: non condividere mai il codice di verifica',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      'Il nostro personale non ti chiederà mai la password o un codice di verifica ricevuto via e-mail. Un codice è valido per dieci minuti e può essere usato una sola volta.',
    ],
  },
];
