import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ActionDialog } from './action-dialog';
import { DataList, type DataRow } from './data-list';
import { FormAlert } from './form-alert';
import layout from './layout.module.css';

type FiguresDialogProps = {
  title: string;
  /** What the action will do, figure by figure. */
  rows: readonly DataRow[];
  testIdPrefix?: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  /** Runs the action; answers the message to show in the dialog, or null when it is done. */
  onConfirm: () => Promise<string | null>;
};

/**
 * The last look before money is held (a withdrawal, a bid): its figures, the action, and what the
 * server refused shown in place so the user can cancel or try again. An ActionDialog (Chakra).
 */
export function FiguresDialog({
  title,
  rows,
  testIdPrefix,
  cancelLabel,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: FiguresDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      title={title}
      busy={busy}
      onClose={onClose}
      cancelLabel={cancelLabel}
      action={
        <Button
          colorPalette="brand"
          loading={busy}
          onClick={() => {
            setError(null);
            void onConfirm().then(setError);
          }}
        >
          {confirmLabel}
        </Button>
      }
    >
      <div className={layout.stack}>
        <DataList rows={rows} testIdPrefix={testIdPrefix} />
        {error ? <FormAlert status="error" message={error} /> : null}
      </div>
    </ActionDialog>
  );
}
