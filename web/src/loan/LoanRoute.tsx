import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { LoanRouteQuery } from '../__generated__/LoanRouteQuery.graphql';
import layout from '../components/ui/layout.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { RiskNote } from '../components/ui/risk-note';
import { useRefreshOnAccountEvent } from '../relay/useRefreshOnAccountEvent';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { KycSection } from './KycSection';
import { LoanCalculator } from './LoanCalculator';
import { LoanRecords } from './LoanRecords';
import type { loanLoader } from './loanLoader';
import { loanPageHeader } from './loanPageHeader';

export const loanRouteQuery = graphql`
  query LoanRouteQuery($signedIn: Boolean!) {
    loanConfig {
      ...LoanCalculator_config
    }
    viewer @include(if: $signedIn) {
      id
      ...KycSection_viewer
      ...LoanCalculator_viewer
      ...LoanRecords_viewer
    }
  }
`;

/** The identity check's and the loans' states follow the operator; what may be borrowed follows the balances. */
const refreshOn = { realBalance: true, reviews: ['IDENTIFICATION', 'LOAN'] } as const;

function Loan({ queryRef }: { queryRef: PreloadedQuery<LoanRouteQuery> }) {
  const data = usePreloadedQuery<LoanRouteQuery>(loanRouteQuery, queryRef);
  useRefreshOnAccountEvent<LoanRouteQuery>(loanRouteQuery, queryRef.variables, refreshOn);
  const demo = useClientState((state) => state.accountMode) === 'DEMO';
  return (
    <div className={layout.sections}>
      {data.viewer ? <KycSection viewer={data.viewer} /> : null}
      <LoanCalculator config={data.loanConfig} viewer={data.viewer ?? null} demo={demo} />
      {data.viewer ? <LoanRecords viewer={data.viewer} /> : null}
    </div>
  );
}

/**
 * `/loan` (verification steps, loan detail, agreement signing): the identity verification
 * and its state, the calculator over the operator's terms with the agreement to read and sign, and
 * the viewer's loans with repayment. Visitors get the calculator and a sign-in prompt.
 */
export function LoanRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof loanLoader>();
  return (
    <div className={pageFrameClass}>
      <PageHeader title={t(loanPageHeader.title)} subtitle={t(loanPageHeader.subtitle ?? '')} />
      <RiskNote text={t(loanPageHeader.riskNote ?? '')} testId="loan-risk-warning" />
      <Suspense fallback={<ListSkeleton rows={4} />}>
        <Loan queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
