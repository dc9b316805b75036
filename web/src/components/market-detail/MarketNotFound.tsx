import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';

/**
 * A market code that names no market (a mistyped or stale link to /market or /cruuency): says so,
 * with the code, rather than a loading failure the user cannot fix by retrying.
 */
export function MarketNotFound({ code, children }: { code: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <EmptyState title={t('marketDetail.notFound')} description={t('marketDetail.notFoundHint', { code })}>
        {children}
      </EmptyState>
    </div>
  );
}
