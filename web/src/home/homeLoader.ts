import HomeRouteQuery, {
  type HomeRouteQuery as HomeRouteQueryType,
} from '../__generated__/HomeRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';

export function homeLoader() {
  return { queryRef: preloadRouteQuery<HomeRouteQueryType>(HomeRouteQuery, {}) };
}
