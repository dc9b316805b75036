/**
 * A page whose first paint already holds its content names its route's chunks in this meta element
 * (web/build/routePreloads.ts writes it); boot.ts asks for them once the page has painted.
 */
export const AFTER_PAINT_PRELOADS = 'swx-modulepreload';

/** Asks for the chunks the page names, together now rather than one import level at a time. */
export function preloadRouteChunks(): void {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${AFTER_PAINT_PRELOADS}"]`)?.content;
  // One insertion for them all (append takes many): each link appended on its own cost the head a
  // restyle (a page with thirty chunks spent ~150 ms of a slow phone's main thread here).
  document.head.append(
    ...(names?.split(' ') ?? []).map((href) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
    ),
  );
}
