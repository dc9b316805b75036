import { createContext, useContext } from 'react';

/**
 * The layout the shell draws (chosen by user agent), for the pages inside it: the shell provides
 * it, in the browser from its user agent and in the gateway's renderer (which has none) from the
 * request's, so a page rendered there matches what the app then draws.
 */
export const MobileLayoutContext = createContext(false);

export const useMobileLayout = (): boolean => useContext(MobileLayoutContext);
