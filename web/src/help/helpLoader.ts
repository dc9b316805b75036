import type { LoaderFunctionArgs } from 'react-router';
import HelpRouteQuery, {
  type HelpRouteQuery as HelpRouteQueryType,
} from '../__generated__/HelpRouteQuery.graphql';
import IntroductionRouteQuery, {
  type IntroductionRouteQuery as IntroductionRouteQueryType,
} from '../__generated__/IntroductionRouteQuery.graphql';
import { type AppLanguage, toGraphqlLanguage } from '../i18n/languages';
import { preloadPageQuery } from '../relay/pageData';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/help`: the articles it links to (legal and policy pages), in the interface language. */
export function helpLoader() {
  const language = toGraphqlLanguage(clientStore.get().language);
  return { queryRef: preloadRouteQuery<HelpRouteQueryType>(HelpRouteQuery, { language }) };
}

/** `/introduction`: the about-us article in the interface language. */
export function introductionQuery(_url: URL, language: AppLanguage) {
  return { value: {}, query: IntroductionRouteQuery, variables: { language: toGraphqlLanguage(language) } };
}

export function introductionLoader({ request }: LoaderFunctionArgs) {
  const { query, variables } = introductionQuery(new URL(request.url), clientStore.get().language);
  return { queryRef: preloadPageQuery<IntroductionRouteQueryType>(query, variables) };
}
