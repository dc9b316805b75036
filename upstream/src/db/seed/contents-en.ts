import type { SeedContent } from './seed-types.ts';

const demo =
  'SWX is a demonstration platform. Every price, chart and market figure on it comes from a market simulator that runs on our own servers; nothing is quoted from an exchange, and no real order ever reaches a market.';

/** English articles (language type 2), the version every other language falls back to: type 1 company, 2 policy, 3 footer. */
export const contentsEn: SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    title: 'About us',
    paragraphs: [
      'SWX shows what a modern multilingual trading and investment app can look like: market browsing across forex, crypto, stocks, futures and metals, options orders, smart trading plans, crypto-backed loans, charity NFTs, deposits and withdrawals, with a demo account beside a real one.',
      demo,
      'The product is built in the open as a reference implementation. Its purpose is to let engineers, designers and testers explore a complete retail trading experience in eleven languages without connecting to anyone else\u2019s systems.',
      'If you have questions about the project, the online support page is the quickest way to reach the team.',
    ],
  },
  {
    slug: 'licence-supervision',
    type: 1,
    title: 'Licence supervision',
    paragraphs: [
      'SWX holds no financial services licence and is not supervised by any financial regulator, because it does not provide financial services. It does not take custody of client money, execute orders on any market, or give investment advice.',
      demo,
      'A real trading platform must be authorised in every jurisdiction in which it serves clients, for example by the Financial Conduct Authority in the United Kingdom or the Securities and Exchange Commission in the United States. Before you trade with any firm, check its licence number in the public register of the regulator that it names.',
    ],
  },
  {
    slug: 'about-advertising',
    type: 1,
    title: 'About advertising',
    paragraphs: [
      'SWX does not run paid advertising and does not sell or share your data with advertisers. The figures shown on the home page, such as average 24-hour volume or the number of registered users, are operator configuration values of this demonstration and are labelled as such; they are not claims about a real business.',
      'Be wary of any advertisement that promises guaranteed returns, risk-free trading or a fixed daily yield. No genuine investment can promise these.',
      demo,
    ],
  },
  {
    slug: 'legal-info',
    type: 1,
    title: 'Legal information',
    paragraphs: [
      'This service is provided as a software demonstration, as is, without warranties of any kind. Balances, orders, loans, NFTs and rewards shown in the app are records in a demonstration database and have no monetary value; they cannot be redeemed, transferred or paid out.',
      demo,
      'Trademarks and company names that appear as instrument names (for example in stock or futures listings) belong to their owners and are used only to label simulated price series. Their use implies no affiliation or endorsement.',
    ],
  },
  {
    slug: 'terms',
    type: 2,
    title: 'Terms of service',
    paragraphs: [
      'By creating an account you agree to use SWX only to explore and test the product. You must not use it to mislead anyone into believing that it offers real trading, real deposits or real returns.',
      'You are responsible for keeping your password and verification codes private. We may suspend accounts that attempt to disrupt the service, probe it for vulnerabilities without permission, or abuse other users.',
      demo,
      'We may change these terms as the demonstration evolves. The date of the latest change is shown with this article.',
    ],
  },
  {
    slug: 'privacy',
    type: 2,
    title: 'Privacy policy',
    paragraphs: [
      'We store the minimum needed to run your account: your username, e-mail address, an optional phone number, a salted hash of your password (never the password itself), and the records you create in the app. Verification codes are kept for ten minutes of validity and are then useless.',
      'Sign-in sessions are identified by a random token; we keep only a hash of it and the session ends after seven days or when you reset your password.',
      'We do not sell personal data and do not share it with third parties except where the law requires it. You can ask for your account and its data to be deleted through online support.',
      demo,
    ],
  },
  {
    slug: 'cookie-policy',
    type: 2,
    title: 'Cookie policy',
    paragraphs: [
      'The app keeps a few values in your browser\u2019s storage so that it works as you expect: your chosen language, your sign-in token, whether you use the demo or the real account, and whether you have seen the introduction board.',
      'We use no advertising or cross-site tracking cookies. Clearing your browser storage signs you out and resets these preferences.',
    ],
  },
  {
    slug: 'disclaimer',
    type: 2,
    title: 'Disclaimer',
    paragraphs: [
      demo,
      'Simulated prices follow a mathematical model with trading hours similar to real markets, but they are not forecasts and bear no relation to future real prices. Nothing in the app is investment, legal or tax advice.',
      'We accept no liability for decisions made on the basis of anything shown in this demonstration.',
    ],
  },
  {
    slug: 'risk-warning',
    type: 2,
    title: 'Risk warning',
    paragraphs: [
      'Trading carries a high level of risk, and you can lose all of the money you stake. On an options order, if the price has moved against the direction you chose when the order expires, your whole stake is lost. With leveraged products such as contracts for difference and futures, prices can move quickly against you and losses can exceed your initial deposit.',
      'Crypto assets are highly volatile and largely unregulated; loans backed by them can be liquidated when prices fall. Past performance is not a reliable indicator of future results.',
      demo,
      'Only ever trade with money you can afford to lose, and seek independent advice if you are unsure.',
    ],
  },
  {
    slug: 'help-centre',
    type: 3,
    title: 'Help centre',
    paragraphs: [
      'The help centre answers common questions about accounts, the demo and real account modes, market data, orders, deposits and withdrawals.',
      'To switch between the demo and the real account, open your account page and use the account switch. The demo account starts with a virtual balance so you can try every feature.',
      demo,
    ],
  },
  {
    slug: 'online-support',
    type: 3,
    title: 'Online support',
    paragraphs: [
      'Online support is available through the chat button shown on every page. Describe your question and, if it concerns a record, include its order or record number.',
      'Our team will never ask for your password or a verification code. Anyone who does is not from SWX.',
    ],
  },
  {
    slug: 'contact',
    type: 3,
    title: 'Contact us',
    paragraphs: [
      'For questions about this demonstration, write to us through online support. We usually answer within one business day.',
      demo,
    ],
  },
];
