import type { SeedContent } from './seed-types.ts';

const demo =
  'SWX est une plateforme de démonstration. Chaque prix, graphique et chiffre de marché qu’elle affiche provient d’un simulateur de marché qui tourne sur nos propres serveurs ; rien n’est une cotation d’une bourse, et aucun ordre réel n’atteint jamais un marché.';

/** Articles en français (type de langue 2) : type 1 entreprise, 2 politiques, 3 pied de page. */
export const contentsFr: SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    title: 'À propos de nous',
    paragraphs: [
      'SWX montre à quoi peut ressembler une application moderne et multilingue de trading et d’investissement : consultation des marchés des devises, des cryptomonnaies, des actions, des contrats à terme et des métaux, ordres d’options, plans de trading intelligent, prêts garantis par des crypto-actifs, NFT caritatifs, dépôts et retraits, avec un compte démo à côté d’un compte réel.',
      demo,
      'Le produit est développé publiquement comme implémentation de référence. Son but est de permettre aux ingénieurs, designers et testeurs d’explorer une expérience complète de trading pour particuliers en onze langues, sans se connecter aux systèmes de qui que ce soit.',
      'Si vous avez des questions sur le projet, la page d’assistance en ligne est le moyen le plus rapide de joindre l’équipe.',
    ],
  },
  {
    slug: 'licence-supervision',
    type: 1,
    title: 'Agrément et supervision',
    paragraphs: [
      'SWX ne détient aucun agrément de services financiers et n’est supervisée par aucun régulateur financier, car elle ne fournit pas de services financiers. Elle ne conserve pas l’argent des clients, n’exécute d’ordres sur aucun marché et ne donne pas de conseil en investissement.',
      demo,
      'Une véritable plateforme de trading doit être agréée dans chaque juridiction où elle sert des clients, par exemple par la Financial Conduct Authority au Royaume-Uni ou la Securities and Exchange Commission aux États-Unis. Avant de trader avec une société, vérifiez son numéro d’agrément dans le registre public du régulateur qu’elle cite.',
    ],
  },
  {
    slug: 'about-advertising',
    type: 1,
    title: 'À propos de la publicité',
    paragraphs: [
      'SWX ne diffuse pas de publicité payante et ne vend ni ne partage vos données avec des annonceurs. Les chiffres affichés sur la page d’accueil, comme le volume moyen sur 24 heures ou le nombre d’utilisateurs inscrits, sont des valeurs de configuration de cette démonstration et sont présentés comme tels ; ce ne sont pas des affirmations sur une activité réelle.',
      'Méfiez-vous de toute publicité qui promet des rendements garantis, un trading sans risque ou un rendement quotidien fixe. Aucun véritable investissement ne peut promettre cela.',
      demo,
    ],
  },
  {
    slug: 'legal-info',
    type: 1,
    title: 'Informations légales',
    paragraphs: [
      'Ce service est fourni à titre de démonstration logicielle, en l’état, sans garantie d’aucune sorte. Les soldes, ordres, prêts, NFT et récompenses affichés dans l’application sont des enregistrements d’une base de données de démonstration et n’ont aucune valeur monétaire ; ils ne peuvent être ni échangés, ni transférés, ni versés.',
      demo,
      'Les marques et noms de sociétés qui apparaissent comme noms d’instruments (par exemple dans les listes d’actions ou de contrats à terme) appartiennent à leurs propriétaires et servent uniquement à désigner des séries de prix simulées. Leur utilisation n’implique aucune affiliation ni aucun soutien.',
    ],
  },
  {
    slug: 'terms',
    type: 2,
    title: 'Conditions d’utilisation',
    paragraphs: [
      'En créant un compte, vous acceptez d’utiliser SWX uniquement pour explorer et tester le produit. Vous ne devez pas l’utiliser pour faire croire à quiconque qu’il propose du trading réel, des dépôts réels ou des gains réels.',
      'Il vous appartient de garder secrets votre mot de passe et vos codes de vérification. Nous pouvons suspendre les comptes qui tentent de perturber le service, d’y rechercher des vulnérabilités sans autorisation ou de harceler d’autres utilisateurs.',
      demo,
      'Nous pouvons modifier ces conditions à mesure que la démonstration évolue. La date de la dernière modification est indiquée avec cet article.',
    ],
  },
  {
    slug: 'privacy',
    type: 2,
    title: 'Politique de confidentialité',
    paragraphs: [
      'Nous conservons le strict nécessaire au fonctionnement de votre compte : votre nom d’utilisateur, votre adresse e-mail, un numéro de téléphone facultatif, une empreinte salée de votre mot de passe (jamais le mot de passe lui-même) et les enregistrements que vous créez dans l’application. Les codes de vérification sont valables dix minutes, puis deviennent inutilisables.',
      'Les sessions de connexion sont identifiées par un jeton aléatoire ; nous n’en gardons qu’une empreinte, et la session prend fin après sept jours ou lorsque vous réinitialisez votre mot de passe.',
      'Nous ne vendons pas de données personnelles et ne les partageons pas avec des tiers, sauf si la loi l’exige. Vous pouvez demander la suppression de votre compte et de ses données via l’assistance en ligne.',
      demo,
    ],
  },
  {
    slug: 'cookie-policy',
    type: 2,
    title: 'Politique relative aux cookies',
    paragraphs: [
      'L’application conserve quelques valeurs dans le stockage de votre navigateur pour fonctionner comme vous l’attendez : la langue choisie, votre jeton de connexion, le compte utilisé (démo ou réel) et si vous avez déjà vu l’écran de présentation.',
      'Nous n’utilisons aucun cookie publicitaire ni de suivi entre sites. Vider le stockage de votre navigateur vous déconnecte et réinitialise ces préférences.',
    ],
  },
  {
    slug: 'disclaimer',
    type: 2,
    title: 'Avertissement juridique',
    paragraphs: [
      demo,
      'Les prix simulés suivent un modèle mathématique avec des horaires de cotation proches de ceux des marchés réels, mais ce ne sont pas des prévisions et ils n’ont aucun lien avec les prix réels futurs. Rien dans l’application ne constitue un conseil en investissement, juridique ou fiscal.',
      'Nous déclinons toute responsabilité pour les décisions prises sur la base de ce qui est affiché dans cette démonstration.',
    ],
  },
  {
    slug: 'risk-warning',
    type: 2,
    title: 'Avertissement sur les risques',
    paragraphs: [
      'Le trading comporte un niveau de risque élevé et vous pouvez perdre la totalité de l’argent que vous engagez. Sur un ordre d’options, si le prix a évolué dans le sens contraire de celui que vous avez choisi à l’échéance, vous perdez toute votre mise. Avec les produits à effet de levier comme les contrats sur différence (CFD) et les contrats à terme, les prix peuvent évoluer rapidement contre vous et les pertes peuvent dépasser votre dépôt initial.',
      'Les crypto-actifs sont très volatils et en grande partie non réglementés ; les prêts qu’ils garantissent peuvent être liquidés quand les prix baissent. Les performances passées ne sont pas un indicateur fiable des résultats futurs.',
      demo,
      'Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre, et demandez un conseil indépendant en cas de doute.',
    ],
  },
  {
    slug: 'help-centre',
    type: 3,
    title: 'Centre d’aide',
    paragraphs: [
      'Le centre d’aide répond aux questions courantes sur les comptes, les modes démo et réel, les données de marché, les ordres, les dépôts et les retraits.',
      'Pour passer du compte démo au compte réel et inversement, ouvrez la page de votre compte et utilisez le sélecteur de compte. Le compte démo démarre avec un solde virtuel pour que vous puissiez essayer chaque fonctionnalité.',
      demo,
    ],
  },
  {
    slug: 'online-support',
    type: 3,
    title: 'Assistance en ligne',
    paragraphs: [
      'L’assistance en ligne est accessible par le bouton de discussion présent sur chaque page. Décrivez votre question et, si elle concerne un enregistrement, indiquez son numéro d’ordre ou de dossier.',
      'Notre équipe ne vous demandera jamais votre mot de passe ni un code de vérification. Quiconque le fait n’appartient pas à SWX.',
    ],
  },
  {
    slug: 'contact',
    type: 3,
    title: 'Nous contacter',
    paragraphs: [
      'Pour toute question sur cette démonstration, écrivez-nous via l’assistance en ligne. Nous répondons généralement sous un jour ouvré.',
      demo,
    ],
  },
];
