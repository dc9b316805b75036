import { createContext } from 'react';
import type { ShellAccountQuery } from './shellLoader';

/**
 * The shell loader's account query, handed to the account chip deep in the bars (AppShell
 * provides it). The build-time first paint has none: the chip shows its placeholder there.
 */
export const AccountModeQueryContext = createContext<ShellAccountQuery>(null);
