type Toast = { type: 'success' | 'error' | 'info'; title?: string; description?: string };

/**
 * Shows a toast from a page in plain markup: the toaster (Chakra's) loads with the first toast, so
 * a page that may show one does not carry Chakra to paint. (Chakra dialogs import `toaster` itself.)
 */
export function showToast(toast: Toast): void {
  void import('./toaster').then(({ toaster }) => toaster.create(toast));
}
