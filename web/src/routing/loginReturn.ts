/** The login page's search parameter naming the page to come back to (`/pass/login?to=/cruuency?code=…`). */
export const LOGIN_RETURN_PARAM = 'to';

/** The login page that brings the user back to `path` (a path of this app, with its query) after it. */
export function loginReturningTo(path: string): string {
  return `/pass/login?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: path })}`;
}
