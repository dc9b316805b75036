/**
 * A page whose first paint already holds its content names its route's chunks in this meta element
 * (web/build/routePreloads.ts writes it); boot.ts asks for them once the page has painted.
 */
export const AFTER_PAINT_PRELOADS = 'swx-modulepreload';

/** Asks for the chunks the page names, together now rather than one import level at a time. */
export function preloadRouteChunks(): void {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${AFTER_PAINT_PRELOADS}"]`)?.content;
  // One insertion for them all: each link appended on its own cost the head a restyle (a page
  // with thirty chunks spent ~150 ms of a slow phone's main thread here).
  const links = document.createDocumentFragment();
  for (const href of names?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
