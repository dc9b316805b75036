import { useEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyClicks } from './earlyClicks';
import { environment } from './relay/environment';

/**
 * The app's providers. Chakra is not among them: the shell and the home page are plain markup
 * over Chakra's design tokens, and the parts built with Chakra bring their own ChakraIsland.
 */
export function App({ router }: { router: DataRouter }) {
  // The live markup is on screen: a tap that landed on the prerendered page takes effect now.
  useEffect(() => replayEarlyClicks(), []);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
