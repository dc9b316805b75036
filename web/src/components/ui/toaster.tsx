import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

import { requestToaster } from './toaster-host';

/**
 * The app's toasts (short confirmations such as an account switch), announced politely. They stack
 * downwards from just under the sticky top bar (4rem on desktop, 3.5rem on a phone), never over it
 * nor over the bottom tab bar, and at most three at once (more wait their turn).
 */
export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  duration: 4000,
  offsets: { top: '4.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
  max: 3,
  // Side by side in a column rather than a pile, each one readable.
  overlap: false,
});
// The shell mounts <Toaster> (lazily, with Chakra) once this module is part of the page.
requestToaster();

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Out of the tab order, root and close button: a toast never takes the keyboard's focus,
          // so Tab past the page's last link never lands in it (where the toast region would hand
          // focus back to that link, round and round until the toast expired). Its text is
          // announced by the region; it closes by itself, or by pointer.
          <Toast.Root width={{ md: 'sm' }} tabIndex={-1}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger tabIndex={-1} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
