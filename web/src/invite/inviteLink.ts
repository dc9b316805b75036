/**
 * The shareable link: the API gives it relative to the web app (`/pass/register?inviteCode=…`),
 * so the app's own origin goes in front. An absolute link (another upstream) is kept as it is.
 */
export function absoluteInviteLink(link: string, origin: string): string {
  return new URL(link, origin).href;
}
