import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { KycSection_viewer$key, KycStatus } from '../__generated__/KycSection_viewer.graphql';
import { buttonClass } from '../components/ui/button-class';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import panel from '../components/ui/panel.module.css';
import { type BadgePalette, subtleBadgeClass } from '../components/ui/subtle-badge';
import text from '../components/ui/text.module.css';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { KycForm } from './KycForm';

const palette: Record<KycStatus, BadgePalette> = {
  NOT_VERIFIED: 'gray',
  PENDING: 'blue',
  VERIFIED: 'green',
  FAILED: 'red',
  '%future added value': 'gray',
};

/**
 * The verification's state: not verified → pending review (within 48 hours, with the
 * time it is due) → verified, or failed with the reviewer's reason and a way to submit again.
 */
export function KycSection({ viewer: key }: { viewer: KycSection_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [open, setOpen] = useState(false);
  const viewer = useFragment(
    graphql`
      fragment KycSection_viewer on Viewer {
        identification {
          id
          status
          reason
          submittedAt
          reviewDueAt
          details {
            firstName
            lastName
            birthdate
            sex
            country
            address
            areaCode
            phone
            documentType
          }
        }
      }
    `,
    key,
  );
  const { status, reason, reviewDueAt, details } = viewer.identification;
  const canSubmit = status === 'NOT_VERIFIED' || status === 'FAILED';
  return (
    <section aria-labelledby="kyc-title" className={`${panel.panel} ${layout.card}`}>
      <div className={layout.head}>
        <h2 id="kyc-title" className={`${heading.heading} ${heading.lg}`}>
          {t('loan.kyc.title')}
        </h2>
        <span className={subtleBadgeClass(palette[status])} data-testid="kyc-status">
          {t(`loan.kyc.status.${status}`)}
        </span>
      </div>
      <p className={text.small} data-testid="kyc-status-text">
        {status === 'PENDING'
          ? t('loan.kyc.pendingText', { due: reviewDueAt ? formatDate(reviewDueAt, locale, true) : '' })
          : t(`loan.kyc.statusText.${status}`)}
      </p>
      {status === 'FAILED' && reason ? (
        <p className={`${text.small} ${text.error}`} data-testid="kyc-reason">
          {t('loan.kyc.reason', { reason })}
        </p>
      ) : null}
      {canSubmit && !open ? (
        <button
          type="button"
          className={buttonClass({ palette: 'brand', className: layout.start })}
          onClick={() => setOpen(true)}
        >
          {t(status === 'FAILED' ? 'loan.kyc.resubmit' : 'loan.kyc.start')}
        </button>
      ) : null}
      {canSubmit && open ? (
        <KycForm
          initial={details ? { ...details, sex: details.sex, documentType: details.documentType } : null}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}
