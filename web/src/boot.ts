// Chakra's global styles (reset, the tokens the first screen reads), rendered at build time: the
// first screen needs no Chakra code; ChakraIsland adds the rest with Chakra. Imported here, first,
// so the stylesheet declares Chakra's cascade layers (reset, base, tokens, recipes) in their order
// before any CSS module's `@layer recipes` block could declare a layer first.
import 'virtual:chakra-first-screen.css';
// The focus ring and reduced motion, for every screen (after the layers are declared).
import './a11y.css';
import { preloadRouteChunks } from './afterPaintPreloads';
import { captureEarlyClicks } from './earlyClicks';

// The page's entry. The prerendered first paint (index.html) reaches the screen before the app's
// code runs: with its code already downloaded, a browser may otherwise run all of it (seconds on a
// slow phone) before painting what it has parsed. The app's chunks are modulepreloaded meanwhile.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background paints nothing: start anyway.
    setTimeout(resolve, 250);
  });
}

captureEarlyClicks();
void afterFirstPaint().then(() => {
  preloadRouteChunks();
  return import('./main');
});
