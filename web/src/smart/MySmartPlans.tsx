import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MySmartPlans_viewer$key } from '../__generated__/MySmartPlans_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { SmartPlanCard } from './SmartPlanCard';

/** The viewer's plans, newest first (running and ended), each with its figures and early exit. */
export function MySmartPlans({ viewer: key }: { viewer: MySmartPlans_viewer$key }) {
  const { t } = useTranslation();
  const viewer = useFragment(
    graphql`
      fragment MySmartPlans_viewer on Viewer {
        smartPlans(first: 10) @connection(key: "MySmartPlans_smartPlans") {
          totalCount
          edges {
            node {
              id
              ...SmartPlanCard_plan
            }
          }
        }
      }
    `,
    key,
  );
  const plans = viewer.smartPlans.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="smart-plans-title" className={layout.stack} data-testid="smart-plans">
      <h2 id="smart-plans-title" className={`${heading.heading} ${heading.lg}`}>
        {t('smart.plans.title')}
      </h2>
      {plans.length === 0 ? (
        <EmptyState title={t('smart.plans.empty')} description={t('smart.plans.emptyText')} />
      ) : (
        plans.map((plan) => <SmartPlanCard key={plan.id} plan={plan} />)
      )}
      {viewer.smartPlans.totalCount > plans.length ? (
        <p className={muted.muted}>
          {t('smart.plans.latest', { shown: plans.length, total: viewer.smartPlans.totalCount })}
        </p>
      ) : null}
    </section>
  );
}
