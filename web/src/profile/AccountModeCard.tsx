import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountModeCard_account$key } from '../__generated__/AccountModeCard_account.graphql';
import type { ErrorCode } from '../__generated__/useResetDemoAccountMutation.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyRealAccount, isZeroAmount } from '../components/ui/empty-real-account';
import { FormAlert } from '../components/ui/form-alert';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import panel from '../components/ui/panel.module.css';
import { showToast } from '../components/ui/toast';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { resultError } from '../relay/resultError';
import { type KnownAccountMode, knownAccountMode } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import styles from './AccountModeCard.module.css';
import { useResetDemoAccountMutation } from './mutations/useResetDemoAccountMutation';

const modes: readonly KnownAccountMode[] = ['DEMO', 'REAL'];

/**
 * The account in use (demo or real) with its balance, the switch, and the demo reset. The reset
 * answers the demo account by its id with its balance and ledger, so both update in place.
 */
export function AccountModeCard({ account }: { account: AccountModeCard_account$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment AccountModeCard_account on Account {
        id
        mode
        balance
      }
    `,
    account,
  );
  const accountMode = knownAccountMode(data.mode);
  const [reset, isResetting] = useResetDemoAccountMutation();
  const [error, setError] = useState<ErrorCode | 'NETWORK' | null>(null);

  const resetDemo = async () => {
    setError(null);
    try {
      const result = await reset();
      const failure = resultError(result, 'ResetDemoAccountPayload');
      if (failure) {
        setError(failure.code);
        return;
      }
      showToast({ type: 'success', description: t('profile.resetDone') });
    } catch {
      setError('NETWORK');
    }
  };

  return (
    <section aria-labelledby="account-mode-title" className={`${panel.panel} ${layout.card} ${layout.roomy}`}>
      <div className={layout.head}>
        <div className={styles.titles}>
          <h2 id="account-mode-title" className={`${heading.heading} ${heading.md}`}>
            {t(`account.${accountMode}Account`)}
          </h2>
          <p className={styles.balance} data-testid="profile-balance">
            <bdi dir="ltr">{formatMoney(data.balance, locale)} USDT</bdi>
          </p>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggle buttons, as Chakra's HStack had it (a fieldset brings its own box) */}
        <div role="group" aria-label={t('account.switchLabel')} className={styles.switch}>
          {modes.map((mode) => (
            <button
              key={mode}
              type="button"
              className={buttonClass({
                size: 'sm',
                variant: mode === accountMode ? 'solid' : 'ghost',
                palette: mode === accountMode ? 'brand' : 'gray',
              })}
              aria-pressed={mode === accountMode}
              onClick={() => switchAccountMode(mode)}
            >
              {t(`account.${mode}`)}
            </button>
          ))}
        </div>
      </div>
      {accountMode === 'REAL' && isZeroAmount(data.balance) ? <EmptyRealAccount /> : null}
      {accountMode === 'DEMO' ? (
        <div className={layout.head}>
          <p className={styles.hint}>{t('profile.resetHint')}</p>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            onClick={() => void resetDemo()}
            disabled={isResetting}
            aria-busy={isResetting || undefined}
            data-loading={isResetting ? '' : undefined}
          >
            <LoadingLabel loading={isResetting}>{t('profile.resetDemo')}</LoadingLabel>
          </button>
        </div>
      ) : null}
      {error ? <FormAlert status="error" message={t(`errors.${error}`)} /> : null}
    </section>
  );
}
