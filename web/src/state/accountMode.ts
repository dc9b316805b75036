import { graphql } from 'react-relay';
import type { AccountMode } from '../__generated__/accountModeBalanceQuery.graphql';

export type KnownAccountMode = Exclude<AccountMode, '%future added value'>;

/** A mode the server names, as one this client knows (a future one reads as the default, REAL). */
export function knownAccountMode(mode: string): KnownAccountMode {
  return mode === 'DEMO' ? 'DEMO' : 'REAL';
}

/**
 * One account's mode and balance (the account chip, the order panel). Each account is its own
 * Relay record (`Account`, id per user and mode), so both accounts sit in the store side by side;
 * the shell and the market page preload this for the account in use, with the same variables, so
 * the two share one request and one record. The bell's unread count comes with it: the shell's
 * one signed-in query, so the count costs no request of its own (shell/NotificationBellLive).
 */
export const accountModeBalanceQuery = graphql`
  query accountModeBalanceQuery($mode: AccountMode!) {
    viewer {
      id
      unreadNotificationCount
      account(mode: $mode) {
        id
        mode
        balance
      }
    }
  }
`;
