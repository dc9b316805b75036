import type { SeedFaq } from './seed-types.ts';

/** French questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsFr: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: 'Quelle est la différence entre le compte démo et le compte réel ?',
    paragraphs: [
      "Chaque nouveau compte commence sur le compte démo avec 10 000,00 USDT d'argent d'entraînement, pour essayer des ordres sans risque. Vous pouvez réinitialiser le solde démo depuis votre page de compte.",
      "Le compte réel contient ce que vous déposez. Passez de l'un à l'autre sur votre page de compte ; ordres, soldes et historique restent séparés.",
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: 'Comment vérifier mon identité ?',
    paragraphs: [
      "Ouvrez Prêt et suivez les trois étapes : vos informations, les photos de votre pièce d'identité (recto, verso et une photo de vous la tenant) et votre signature. L'équipe examine la demande sous 48 heures.",
      "Si la vérification est refusée, le motif s'affiche et le formulaire s'ouvre avec ce que vous aviez saisi : vous ne corrigez que ce qui n'allait pas.",
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: 'Comment fonctionne un ordre à la hausse ou à la baisse ?',
    paragraphs: [
      "Vous choisissez un marché, une direction (hausse ou baisse), une mise et une durée. À la fin de la durée, l'ordre est réglé au premier prix enregistré à l'échéance ou après.",
      "Si le prix a évolué dans votre sens, vous récupérez votre mise plus le gain affiché sur le bouton ; s'il a évolué contre vous, vous perdez toute la mise ; s'il n'a pas bougé, la mise est remboursée.",
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: 'Quel prix règle mon ordre ?',
    paragraphs: [
      "Le prix d'entrée est le dernier prix enregistré au moment de l'ordre, le prix de sortie le premier prix enregistré à l'échéance ou après. Les deux figurent sur l'ordre avec leur heure : vous pouvez vérifier chaque résultat.",
      "Les prix de cette plateforme proviennent d'un simulateur de marché et sont indiqués comme simulés.",
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: 'Pourquoi ne puis-je pas trader un marché en ce moment ?',
    paragraphs: [
      "Les actions, les contrats à terme et certains marchés des changes ne se négocient que pendant les heures de leur bourse. Un marché fermé affiche le motif et sa prochaine ouverture, et son formulaire d'ordre reste désactivé d'ici là.",
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: 'Comment effectuer un dépôt ?',
    paragraphs: [
      "Allez dans Compte, puis Solde, et choisissez une devise et un réseau. Envoyez les jetons à l'adresse ou au QR code affiché, puis soumettez le montant et une capture d'écran du transfert.",
      "L'équipe vérifie le transfert et crédite votre compte réel ; l'historique montre chaque étape. Les dépôts minimums figurent sur le formulaire de dépôt.",
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: 'Combien de temps prend un retrait ?',
    paragraphs: [
      "Un retrait demande votre mot de passe des fonds. Le montant est bloqué aussitôt, l'équipe examine la demande, et le retrait est terminé quand le réseau confirme le transfert. Les frais sont pris sur le montant et affichés avant confirmation.",
      "Si une demande est refusée, le montant bloqué revient sur votre solde et le motif s'affiche dans vos retraits.",
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: "Qu'est-ce qu'un plan de trading intelligent ?",
    paragraphs: [
      "Un plan investit un montant pendant le nombre de jours choisi. Son rendement quotidien est tiré dans la fourchette du produit à l'achat et versé à chaque cycle ; les rendements ne sont pas garantis.",
      "Une sortie anticipée retient une pénalité sur le capital, que la fenêtre de sortie affiche avant confirmation. N'investissez que l'argent que vous pouvez vous permettre de perdre.",
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: 'Comment fonctionnent les prêts garantis par des cryptos ?',
    paragraphs: [
      "Vous empruntez des USDT contre des BTC ou des ETH valant 150 % du prêt. Les 7 premiers jours sont sans intérêts, puis l'intérêt est de 0,05 % par jour ; le simulateur et le contrat montrent le total exact avant la signature.",
      'Les utilisateurs vérifiés peuvent emprunter davantage. Remboursez intégralement depuis votre solde à tout moment ; un retard ajoute des pénalités.',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: "Où va l'argent des NFT caritatifs ?",
    paragraphs: [
      "Les NFT sont vendus aux enchères limitées dans le temps. L'enchère gagnante est entièrement donnée, et le total des dons sur la page NFT augmente du prix de chaque vente.",
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: "J'ai oublié mon mot de passe. Que faire ?",
    paragraphs: [
      'Sur la page de connexion, choisissez « Mot de passe oublié ? », saisissez votre adresse e-mail et le code envoyé, puis choisissez un nouveau mot de passe de 6 à 32 caractères. La réinitialisation déconnecte vos autres sessions.',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: 'Pourquoi ai-je été déconnecté ?',
    paragraphs: [
      "Une session dure sept jours et prend fin à la déconnexion ou à la réinitialisation du mot de passe. Quand une session expire, l'application vous le dit et, après reconnexion, vous ramène à la page où vous étiez.",
    ],
  },
];
