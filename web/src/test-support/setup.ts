// Web component tests: the DOM is cleaned between tests, and what Chakra's components read from
// the browser (media queries, scrolling) exists in the simulated DOM.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment spies on its methods with Jest's global `jest.fn`.
Object.assign(globalThis, { jest: vi });

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
