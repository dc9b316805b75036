/**
 * How long after an operator's last action (a message, a read, typing) the support team counts as
 * online: the upstream answers "online" for that long, and a customer's page that has just seen
 * the operator act says so for as long, without asking again.
 */
export const operatorPresenceMs = 5 * 60_000;

/** Whether an operator who last acted at `actedAt` (epoch ms) still counts as online at `now`. */
export function operatorPresent(actedAt: number | null, now: number): boolean {
  return actedAt !== null && now - actedAt < operatorPresenceMs;
}
