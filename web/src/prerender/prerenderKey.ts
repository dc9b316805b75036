/**
 * What a prerendered first paint was rendered for, written on its #root (`data-prerendered`) by
 * the build: main.tsx adopts the markup (hydrateRoot) only when the app would render the same —
 * same page, language, layout, session state and intro board — and replaces it otherwise (the
 * gateway picks the page from cookies and headers, which can disagree with the browser's storage).
 */
export type PrerenderVariant = {
  path: string;
  language: string;
  mobile: boolean;
  signedIn: boolean;
  /** The intro board is open over the page (a mobile session's first page). */
  intro: boolean;
};

export function prerenderKey({ path, language, mobile, signedIn, intro }: PrerenderVariant): string {
  return [language, mobile ? 'mobile' : 'desktop', signedIn ? 'in' : 'out', intro ? 'intro' : '-', path].join(
    ' ',
  );
}
