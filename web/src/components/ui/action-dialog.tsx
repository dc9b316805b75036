import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChakraIsland } from './chakra-island';

type ActionDialogProps = {
  title: ReactNode;
  /** While the action runs the dialog stays open: no closing by Escape, the backdrop or Cancel. */
  busy: boolean;
  onClose: () => void;
  /** The footer's main button (or a submit button tied to a form in the body). */
  action: ReactNode;
  cancelLabel: string;
  children: ReactNode;
  open?: boolean;
  /** `alertdialog` for a step that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
};

/**
 * The last look before money moves (a purchase, an exit, a loan request, a repayment): a centred
 * dialog with the figures in its body, Cancel and the action in its footer, kept open while the
 * action runs. Full screen on a phone for the large size. It brings its own Chakra context, so a
 * page in plain markup can load it (and Chakra with it) when the user asks for it.
 */
export function ActionDialog({
  title,
  busy,
  onClose,
  action,
  cancelLabel,
  children,
  open = true,
  role = 'dialog',
  size = 'md',
}: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <ChakraIsland>
      <Dialog.Root
        open={open}
        role={role}
        onOpenChange={(details) => {
          if (!details.open && !busy) onClose();
        }}
        placement="center"
        size={size === 'lg' ? { base: 'full', md: 'lg' } : 'md'}
        scrollBehavior="inside"
        closeOnInteractOutside={!busy}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={size === 'lg' ? { base: '0', md: '3' } : '3'}>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                {action}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={busy}>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  );
}
