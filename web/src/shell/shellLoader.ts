import type { ShellFooterQuery as ShellFooterQueryType } from '../__generated__/ShellFooterQuery.graphql';
import ShellFooterQuery from '../__generated__/ShellFooterQuery.graphql';
import { toGraphqlLanguage } from '../i18n/languages';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** The shell's data: the footer link lists of the current language. */
export function shellLoader() {
  return {
    footerQuery: preloadRouteQuery<ShellFooterQueryType>(ShellFooterQuery, {
      language: toGraphqlLanguage(clientStore.get().language),
    }),
  };
}
