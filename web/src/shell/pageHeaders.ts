import { chatPageHeader } from '../chat/chatPageHeader';
import type { PageHeaderKeys } from '../components/ui/page-header';
import { balancePageHeader, withdrawPageHeader } from '../funds/fundsPageHeaders';
import {
  faqPageHeader,
  helpPageHeader,
  introductionPageHeader,
  noticePageHeader,
} from '../help/helpPageHeaders';
import { invitePageHeader } from '../invite/invitePageHeader';
import { loanPageHeader } from '../loan/loanPageHeader';
import { marketPageHeader } from '../market/marketPageHeader';
import { nftsPageHeader } from '../nfts/nftsPageHeader';
import { notificationsPageHeader } from '../notifications/notificationsPageHeader';
import { tradingPageHeader } from '../smart/tradingPageHeader';

/**
 * The pages whose header the page fallback shows while their code and data load (and the
 * prerendered first paint carries): the page renders the same PageHeader from the same keys, so
 * the header paints once, before any script, and nothing moves when the page arrives.
 */
export const pageHeaders: Readonly<Record<string, PageHeaderKeys>> = {
  '/market': marketPageHeader,
  '/profile/balance': balancePageHeader,
  '/profile/balance/withdraw': withdrawPageHeader,
  '/profile/notification': notificationsPageHeader,
  '/profile/invite': invitePageHeader,
  '/nfts': nftsPageHeader,
  '/trading': tradingPageHeader,
  '/loan': loanPageHeader,
  '/help': helpPageHeader,
  '/help/faq': faqPageHeader,
  '/help/notice': noticePageHeader,
  '/introduction': introductionPageHeader,
  '/customerservice': chatPageHeader,
};
