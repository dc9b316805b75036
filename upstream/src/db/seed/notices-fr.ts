import type { SeedNotice } from './seed-types.ts';

/** Annonces en français (type de langue 2). */
export const noticesFr: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'Bienvenue dans la démonstration SWX',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX est une plateforme de démonstration : tous les prix sont simulés et aucun argent réel n’est en jeu.',
      'Créez un compte pour essayer le compte démo, la liste des marchés en direct et les graphiques du détail des marchés.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: 'Nouveau : des marchés en direct dans cinq catégories',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      'La liste des marchés couvre désormais les devises, les cryptomonnaies, les actions, les contrats à terme et les métaux, avec une mini-courbe de 100 points par marché et des prix en direct transmis chaque seconde.',
      'Les actions et les contrats à terme suivent les horaires de leur bourse ; en dehors de ces horaires, leurs prix restent figés et les ordres sur ces marchés ne sont pas acceptés.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: 'Nouveau : onze langues d’interface',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      'L’interface est désormais disponible en anglais, japonais, coréen, allemand, français, italien, arabe, portugais, espagnol, chinois traditionnel et chinois simplifié.',
    ],
  },
  {
    slug: 'security-reminder',
    title: 'Rappel de sécurité : ne communiquez jamais votre code de vérification',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      'Notre équipe ne vous demandera jamais votre mot de passe ni un code de vérification reçu par e-mail. Un code est valable dix minutes et ne peut servir qu’une fois.',
    ],
  },
];
