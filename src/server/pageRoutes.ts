// The route that draws an address (/products/$productId for /products/101): the label of a page's
// render in /metrics and the only routes POST /vitals takes. The page's own router is made inside
// Start's handler, out of reach here; this one only matches, as the page's does (src/router.tsx:
// case-insensitive), so a label is always a route of the app, never an address.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../router';

/** A route's id for an address none draws: the root's not-found page, as the browser's router names it. */
export const NOT_FOUND_ROUTE = '__root__';

let matcher: ReturnType<typeof createRouter> | undefined;
// Made at the first use, once every route module has loaded. It never loads a page: no loader or
// beforeLoad reads its context.
const routes = () => (matcher ??= createRouter({ routeTree, caseSensitive: false, context: {} as RouterContext }));

/** The id of the route that draws `pathname`. */
export function routeOf(pathname: string): string {
  const [, , found] = routes().getMatchedRoutes(pathname);
  return found?.id ?? NOT_FOUND_ROUTE;
}

/** Whether `id` is the id of one of the app's routes. */
export const isRouteId = (id: string): boolean => Object.hasOwn(routes().routesById, id);
