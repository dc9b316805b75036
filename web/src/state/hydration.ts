import { createContext, useContext } from 'react';

/**
 * Whether the page's data parts may render. While React adopts the prerendered first paint
 * (hydrateRoot, main.tsx), every component must render exactly the markup the build rendered
 * without data (web/build/prerender.ts): the placeholders of figures and lists, the page fallback
 * of pages prerendered without their content. App sets it once that markup is live, in a
 * transition, and the data parts render in its place. The build-time prerender renders with
 * `false`; anything rendered without the provider (component tests) renders its data at once.
 */
export const HydratedContext = createContext(true);

/** False while the prerendered markup is being adopted (and in the prerender itself). */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

let adopting = false;

/** main.tsx: whether React adopts the prerendered markup (hydrateRoot) rather than replacing it. */
export function setAdoptsPrerender(value: boolean): void {
  adopting = value;
}

/** Whether the live page is the prerendered markup itself, adopted by React (see main.tsx). */
export function adoptsPrerender(): boolean {
  return adopting;
}
