import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { StatementRouteQuery } from '../../__generated__/StatementRouteQuery.graphql';
import layout from '../../components/ui/layout.module.css';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { PageHeader, pageFrameClass } from '../../components/ui/page-header';
import { SignInPrompt } from '../../components/ui/sign-in-prompt';
import { useLoaderValue } from '../../routing/useLoaderValue';
import { useClientState } from '../../state/clientStore';
import { ProfitPanel } from './ProfitPanel';
import { StatementDownloads } from './StatementDownloads';
import { StatementEntries } from './StatementEntries';
import { StatementFiltersForm } from './StatementFiltersForm';
import { StatementSummary } from './StatementSummary';
import type { statementLoader } from './statementLoader';
import { statementPageHeader } from './statementPageHeader';

export const statementRouteQuery = graphql`
  query StatementRouteQuery(
    $mode: AccountMode!
    $from: DateTime!
    $to: DateTime!
    $kinds: [StatementKind!]
    $currency: Currency
    $timeZone: String
  ) {
    viewer {
      id
      account(mode: $mode) {
        id
        statement(from: $from, to: $to, kinds: $kinds, currency: $currency, timeZone: $timeZone) {
          ...StatementSummary_statement
          ...ProfitPanel_statement
        }
        ...StatementEntries_account
          @arguments(from: $from, to: $to, kinds: $kinds, currency: $currency, timeZone: $timeZone)
      }
    }
  }
`;

function StatementContent({ queryRef }: { queryRef: PreloadedQuery<StatementRouteQuery> }) {
  const { viewer } = usePreloadedQuery<StatementRouteQuery>(statementRouteQuery, queryRef);
  const account = viewer?.account;
  if (!viewer) return <SignInPrompt />;
  if (!account) return null;
  return (
    <>
      <StatementSummary statement={account.statement} />
      <ProfitPanel statement={account.statement} />
      <StatementEntries account={account} />
    </>
  );
}

/** `/profile/statement`: the account's ledger over a period, with its totals, its results and its files. */
export function StatementRoute() {
  const { t } = useTranslation();
  const loaded = useLoaderValue<typeof statementLoader>();
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <div className={pageFrameClass}>
      <PageHeader title={t(statementPageHeader.title)} subtitle={t(statementPageHeader.subtitle ?? '')} />
      {isLogin ? (
        <div className={layout.sections}>
          <StatementFiltersForm filters={loaded.filters} />
          {loaded.queryRef && loaded.variables ? (
            <>
              <StatementDownloads variables={loaded.variables} />
              {/* A failed load reaches the route's error element (RouteError), which offers a retry. */}
              <Suspense fallback={<ListSkeleton rows={6} />}>
                <StatementContent queryRef={loaded.queryRef} />
              </Suspense>
            </>
          ) : null}
        </div>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}
