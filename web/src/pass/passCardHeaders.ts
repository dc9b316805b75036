/**
 * The pass pages' card titles, which the page fallback and the prerendered first paint show in the
 * same card (shell/ShellFrame.tsx's PageFallback): the title is what a phone sees largest, and it
 * paints before any script instead of after the form's code (Lighthouse measured the login title
 * at 3.5 s under its mobile throttling, with the first paint at 1 s).
 */
export const passCardHeaders: Readonly<Record<string, { title: string; subtitle: string }>> = {
  '/pass/login': { title: 'pass.login.title', subtitle: 'pass.login.subtitle' },
  '/pass/register': { title: 'pass.register.title', subtitle: 'pass.register.subtitle' },
  '/pass/reset': { title: 'pass.reset.title', subtitle: 'pass.reset.subtitle' },
};
