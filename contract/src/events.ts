import * as v from 'valibot';
import { OptionsOrder } from './orders.ts';

/**
 * GET /user/events (server-sent events): `ready` once the stream is registered, then one message
 * per account event of the caller, either mode. Event names this list does not know are skipped.
 */
export const ACCOUNT_EVENT_NAMES = ['ready', 'optionsOrderSettled'] as const;

/** `event: optionsOrderSettled`: an order left `open` (closed or failed), as getOptionsOrderById answers it. */
export const OptionsOrderSettled = v.object({ order: OptionsOrder });

export type OptionsOrderSettled = v.InferOutput<typeof OptionsOrderSettled>;
