import { useLocation } from 'react-router';
import { useHydrated } from '../state/hydration';
import { withReturnTarget } from './returnTarget';

const LOGIN_PATH = '/pass/login';
const REGISTER_PATH = '/pass/register';

/**
 * The login and sign-up links of the page in view, each carrying it as the place to return to
 * after signing in. While the prerendered markup is adopted they are the plain paths the build
 * rendered (it knew no query), and take the page once it is live.
 */
export function useSignInLinks(): { login: string; register: string } {
  const { pathname, search } = useLocation();
  const target = useHydrated() ? `${pathname}${search}` : null;
  return { login: withReturnTarget(LOGIN_PATH, target), register: withReturnTarget(REGISTER_PATH, target) };
}
