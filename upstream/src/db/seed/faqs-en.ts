import type { SeedFaq } from './seed-types.ts';

/** English questions and answers (the version every other language falls back to), in category order. */
export const faqsEn: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: 'What is the difference between the demo and the real account?',
    paragraphs: [
      'Every new account starts in the demo account with 10,000.00 USDT of practice money, so you can try orders without risk. You can reset the demo balance from your account page.',
      'The real account holds what you deposit. Switch between the two on your account page; orders, balances and history are kept apart.',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: 'How do I verify my identity?',
    paragraphs: [
      'Open Loan and follow the three steps: your details, photos of your identity document (front, back and a photo of you holding it) and your signature. The team reviews a submission within 48 hours.',
      'If a review is rejected, the reason is shown and the form opens with what you entered, so you only fix what was wrong.',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: 'How does an up or down order work?',
    paragraphs: [
      'You choose a market, a direction (up or down), a stake and a period. When the period ends, the order is settled at the first recorded price at or after its expiry.',
      'If the price moved your way you get your stake back plus the payout shown on the button; if it moved against you, you lose the whole stake; if it did not move, the stake is refunded.',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: 'Which price settles my order?',
    paragraphs: [
      'The entry price is the last recorded price when the order was placed, and the exit price is the first recorded price at or after expiry. Both are shown on the order with their times, so you can check every result.',
      'Prices on this platform come from a market simulator and are labelled as simulated.',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: 'Why can I not trade a market right now?',
    paragraphs: [
      'Stocks, futures and some forex markets trade only during their exchange hours. A closed market shows the reason and its next opening time, and its order form stays disabled until then.',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: 'How do I deposit?',
    paragraphs: [
      'Go to Account, then Balance, and choose a currency and network. Send the coins to the address or QR code shown, then submit the amount and a screenshot of the transfer.',
      'The team checks the transfer and credits your real account; the record shows each step. Minimum deposits are shown on the deposit form.',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: 'How long does a withdrawal take?',
    paragraphs: [
      'A withdrawal needs your fund password. The amount is held at once, the team reviews the request, and it is completed when the network confirms the transfer. The fee is taken from the amount and shown before you confirm.',
      'If a request is rejected, the held amount returns to your balance and the reason is shown in your withdrawal records.',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: 'What is a smart trading plan?',
    paragraphs: [
      'A plan invests an amount for a chosen number of days. Its daily yield is drawn from the product’s range when you buy and paid each cycle; yields are not guaranteed.',
      'Leaving a plan early keeps a penalty on the principal, which the exit dialog shows before you confirm. Only invest money you can afford to lose.',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: 'How do crypto-backed loans work?',
    paragraphs: [
      'You borrow USDT against BTC or ETH worth 150 % of the loan. The first 7 days are interest-free, then interest is 0.05 % a day; the calculator and the agreement show the exact total before you sign.',
      'Verified users can borrow more. Repay in full from your balance at any time; late repayment adds damages.',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: 'Where does the money for charity NFTs go?',
    paragraphs: [
      'NFTs are sold in timed auctions. The whole winning bid is donated, and the donation total on the NFT page rises by each sale’s price.',
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: 'I forgot my password. What do I do?',
    paragraphs: [
      'On the log-in page choose “Forgot password?”, enter your e-mail address and the code we send you, then choose a new password of 6 to 32 characters. Resetting the password signs out your other sessions.',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: 'Why was I signed out?',
    paragraphs: [
      'A session lasts seven days and ends when you log out or reset your password. When a session expires the app tells you so and, after you log in again, returns you to the page you were on.',
    ],
  },
];
