import type { SeedNotice } from './seed-types.ts';

/** Deutsche Mitteilungen (Sprachtyp 2). */
export const noticesDe: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'Willkommen bei der SWX-Demonstration',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX ist eine Demonstrationsplattform: Alle Preise sind simuliert, und es ist kein echtes Geld im Spiel.',
      'Eröffnen Sie ein Konto, um das Demokonto, die Live-Marktliste und die Charts der Marktdetails auszuprobieren.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: 'Neu: Live-Märkte in fünf Kategorien',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      'Die Marktliste umfasst jetzt Devisen, Kryptowährungen, Aktien, Futures und Metalle, mit einer Sparkline aus 100 Punkten je Markt und Live-Preisen, die jede Sekunde eintreffen.',
      'Aktien und Futures folgen den Handelszeiten ihrer Börse; außerhalb davon bleiben ihre Preise stehen, und Aufträge darauf werden nicht angenommen.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: 'Neu: elf Sprachen für die Oberfläche',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      'Die Oberfläche gibt es jetzt auf Englisch, Japanisch, Koreanisch, Deutsch, Französisch, Italienisch, Arabisch, Portugiesisch, Spanisch, traditionellem Chinesisch und vereinfachtem Chinesisch.',
    ],
  },
  {
    slug: 'security-reminder',
    title: 'Sicherheitshinweis: Geben Sie Ihren Bestätigungscode niemals weiter',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      'Unsere Mitarbeitenden fragen Sie niemals nach Ihrem Passwort oder einem E-Mail-Bestätigungscode. Ein Code ist zehn Minuten gültig und kann einmal verwendet werden.',
    ],
  },
];
