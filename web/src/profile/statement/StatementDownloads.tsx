import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { clientStore, useClientState } from '../../state/clientStore';
import styles from './Statement.module.css';
import type { statementVariables } from './statementFilters';

type Variables = ReturnType<typeof statementVariables>;

/** The address of the statement's file on the gateway (gateway/src/http/serve-statement.ts). */
export function statementFileUrl(format: 'csv' | 'pdf', variables: Variables, language: string): string {
  const q = new URLSearchParams({
    format,
    mode: variables.mode,
    from: variables.from,
    to: variables.to,
    currency: variables.currency,
    timeZone: variables.timeZone,
    lang: language,
  });
  for (const kind of variables.kinds ?? []) q.append('kinds', kind);
  return `/statement/export?${q}`;
}

/**
 * CSV and PDF of the statement on screen, in the interface language. Fetched with the session's
 * token (a plain link could not send it) and handed to the browser as a download.
 */
export function StatementDownloads({ variables }: { variables: Variables }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setFailed(false);
    try {
      const token = clientStore.get().token;
      const response = await fetch(statementFileUrl(format, variables, language), {
        headers: token ? { Authorization: token } : {},
      });
      if (!response.ok) throw new Error(`statement file: ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `statement.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.downloads}>
      {(['csv', 'pdf'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
        >
          {t(format === 'csv' ? 'statement.downloadCsv' : 'statement.downloadPdf')}
        </button>
      ))}
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('statement.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
