import { useTranslation } from 'react-i18next';
import type { RouteManifest } from '../routing/routeManifest';
import { PassCard, PassFormSkeleton } from './PassCard';

/**
 * A pass page's card with its title, which the page fallback and the prerendered first paint show:
 * the title is what a phone sees largest, and it paints before any script instead of after the
 * form's code (Lighthouse measured the login title at 3.5 s under its mobile throttling, with the
 * first paint at 1 s).
 */
function PassCardFallback({ page }: { page: 'login' | 'register' | 'reset' }) {
  const { t } = useTranslation();
  return (
    <PassCard title={t(`pass.${page}.title`)} subtitle={t(`pass.${page}.subtitle`)}>
      <PassFormSkeleton />
    </PassCard>
  );
}

const providers = ['google', 'facebook'] as const;

/** Logging in, signing up, resetting the password, and the social sign-in's callback. */
export const passRoutes: RouteManifest[] = [
  {
    path: '/pass/login',
    title: 'titles.login',
    page: () => import('./LoginRoute').then((module) => module.LoginRoute),
    fallback: () => <PassCardFallback page="login" />,
    footer: false,
  },
  {
    path: '/pass/register',
    title: 'titles.register',
    page: () => import('./RegisterRoute').then((module) => module.RegisterRoute),
    fallback: () => <PassCardFallback page="register" />,
    footer: false,
  },
  {
    path: '/pass/reset',
    title: 'titles.reset',
    page: () => import('./ResetRoute').then((module) => module.ResetRoute),
    fallback: () => <PassCardFallback page="reset" />,
    footer: false,
  },
  {
    // Full screen: ShellFrame leaves the navigation out.
    path: '/api/loginCallback/:provider',
    title: 'titles.socialCallback',
    page: () => import('./social/SocialCallbackRoute').then((module) => module.SocialCallbackRoute),
    // Where a provider posts its answer: "Signing in with …" paints before the code that signs in;
    // a visit with nothing posted says at once that no sign-in came.
    screens: providers.map((provider) => ({
      path: `/api/loginCallback/${provider}`,
      firstPaint: () =>
        import('./social/SocialCallbackRoute').then(({ SocialCallbackUnanswered }) => (
          <SocialCallbackUnanswered provider={provider} />
        )),
      posted: () =>
        import('./social/SocialCallbackRoute').then(({ SocialCallbackWaiting }) => (
          <SocialCallbackWaiting provider={provider} />
        )),
      modules: ['src/pass/social/SocialCallbackRoute.tsx'],
    })),
  },
];
