import type { accountModeBalanceQuery as AccountModeBalanceQueryType } from '../__generated__/accountModeBalanceQuery.graphql';
import AccountModeBalanceQuery from '../__generated__/accountModeBalanceQuery.graphql';
import type { ShellFooterQuery as ShellFooterQueryType } from '../__generated__/ShellFooterQuery.graphql';
import ShellFooterQuery from '../__generated__/ShellFooterQuery.graphql';
import { toGraphqlLanguage } from '../i18n/languages';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';
import { loadAccountModeMenu } from './AccountModeMenu';
import { loadNotificationBell } from './NotificationBell';

/**
 * The shell's data: the footer link lists of the current language and, signed in, the account
 * chip's account in use (with the session it was loaded for: after a sign-in the chip loads its
 * own, see AccountModeMenu).
 */
export function shellLoader() {
  const { language, isLogin, token, accountMode } = clientStore.get();
  const signedIn = isLogin && token !== null;
  // The chip's and the bell's code come beside their data.
  if (signedIn) {
    void loadAccountModeMenu();
    void loadNotificationBell();
  }
  return {
    footerQuery: preloadRouteQuery<ShellFooterQueryType>(ShellFooterQuery, {
      language: toGraphqlLanguage(language),
    }),
    account: signedIn
      ? {
          token,
          queryRef: preloadRouteQuery<AccountModeBalanceQueryType>(AccountModeBalanceQuery, {
            mode: accountMode,
          }),
        }
      : null,
  };
}

export type ShellAccountQuery = ReturnType<typeof shellLoader>['account'];
