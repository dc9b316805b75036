import type { GatewayContext } from '../context.ts';
import type { CallerHeaders } from '../upstream/client.ts';
import { type ViewerSource, viewerCaller } from './viewer.ts';

/** The headers that read the viewer's real account: money lives there whatever `virtually` says. */
export function realCaller(user: ViewerSource, ctx: GatewayContext): CallerHeaders {
  return { ...viewerCaller(user, ctx), virtually: 'NO' };
}
