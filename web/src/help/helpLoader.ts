import HelpRouteQuery, {
  type HelpRouteQuery as HelpRouteQueryType,
} from '../__generated__/HelpRouteQuery.graphql';
import IntroductionRouteQuery, {
  type IntroductionRouteQuery as IntroductionRouteQueryType,
} from '../__generated__/IntroductionRouteQuery.graphql';
import { toGraphqlLanguage } from '../i18n/languages';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/help`: the articles it links to (legal and policy pages), in the interface language. */
export function helpLoader() {
  const language = toGraphqlLanguage(clientStore.get().language);
  return { queryRef: preloadRouteQuery<HelpRouteQueryType>(HelpRouteQuery, { language }) };
}

/** `/introduction`: the about-us article in the interface language. */
export function introductionLoader() {
  const language = toGraphqlLanguage(clientStore.get().language);
  return { queryRef: preloadRouteQuery<IntroductionRouteQueryType>(IntroductionRouteQuery, { language }) };
}
