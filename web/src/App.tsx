import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyClicks } from './earlyClicks';
import { environment } from './relay/environment';
import { HydratedContext } from './state/hydration';

/**
 * While React adopts the prerendered markup (`adopting`), the data parts render what the build
 * rendered (state/hydration); once it is live, they render their data, in a transition: only the
 * components that read HydratedContext render again, in slices between which the browser runs.
 */
function Adoption({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (hydrated) return;
    // A task after the effects of the adopted markup (and after what they schedule, such as the
    // home page's number formats), so that neither adds to the other.
    const timer = setTimeout(() => startTransition(() => setHydrated(true)), 0);
    return () => clearTimeout(timer);
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * The app's providers. Chakra is not among them: the shell and the home page are plain markup
 * over Chakra's design tokens, and the parts built with Chakra bring their own ChakraIsland.
 */
export function App({ router, adopting = false }: { router: DataRouter; adopting?: boolean }) {
  // The live markup is on screen: a tap that landed on the prerendered page takes effect now, and
  // #root says so (data-live): what was typed or picked in the server's markup before this moment
  // did not reach the app (a browser test waits for it before it fills a form).
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-live', '');
    replayEarlyClicks();
  }, []);
  return (
    <Adoption adopting={adopting}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </Adoption>
  );
}
