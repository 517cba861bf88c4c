import { fontPreloads } from '../app/fonts';
import '@mantine/core/styles.layer.css';
import '../app/global.css';
import { msg } from '@lingui/core/macro';
import { mantineHtmlProps } from '@mantine/core';
import { createRootRouteWithContext, HeadContent, isNotFound, rootRouteId, Scripts, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { AppProviders } from '../app/AppProviders';
import { activateLanguage, screenCatalogsOf } from '../app/i18n';
import { AppLayout } from '../app/layout/AppLayout';
import { jsonScript, languageLinks, pageMeta } from '../app/seo';
import { AuthProvider, isSignedIn, sessionQuery } from '../features/auth';
import { cartQuery } from '../features/cart';
import { categoriesQuery } from '../features/catalogue';
import { goldPricesPerGramQuery, goldPriceUsdQuery } from '../features/gold-prices';
import { generalSettingsQuery } from '../features/settings';
import type { RouterContext } from '../router';
import { directionOf } from '../shared/language';
import { loadPageData } from '../shared/loadPageData';
import { errors } from '../shared/messages';
import { isUnavailable } from '../shared/unavailable';
import { RUNTIME_CONFIG_ID } from '../shared/runtimeConfig';
import { NotFoundPage } from '../shared/ui/NotFoundPage';
import { RootError } from '../shared/ui/RouteError';

/**
 * Every navigation starts at the top of the page. Not the first page, which opens there
 * anyway: scrolling then would only force a layout while the page renders.
 */
function useScrollToTopOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (fromLocation && pathChanged) window.scrollTo({ top: 0, behavior: 'instant' });
      }),
    [router],
  );
}

const NOT_FOUND = msg`Page not found`;

export const Route = createRootRouteWithContext<RouterContext>()({
  // The page's language and the shopper's session before anything renders: the server reads the
  // token's shopper once, and the browser receives it with the page.
  // The notice of a form posted just before (src/shared/notice.ts): only the server's page has one.
  beforeLoad: async ({ context: { i18n, language, queryClient, notice } }) => {
    const [session] = await Promise.all([queryClient.ensureQueryData(sessionQuery()), activateLanguage(i18n, language)]);
    return { session, notice };
  },
  // The frame's own data (the store's settings in the footer, the gold prices in the strip, the
  // categories of the menu, the cart's count) is in the first HTML.
  loader: ({ context }) =>
    loadPageData(context, {
      sections: [
        generalSettingsQuery(),
        goldPriceUsdQuery(),
        goldPricesPerGramQuery(),
        categoriesQuery(),
        // The header's cart count, for a signed-in shopper.
        ...(isSignedIn(context.session) ? [cartQuery()] : []),
      ],
    }),
  // Every page's head: the store's defaults, the page's static title (staticData.title, "Page not
  // found" for an unknown address), its canonical address and its address in each language.
  head: ({ match, matches }) => {
    const { context } = match;
    const { i18n } = context;
    const page = matches.at(-1);
    const pathname = page?.pathname ?? '/';
    // Not found: a route's loader said so (notFound(): its match, or the root's when the root shows
    // the not-found page), or no route but the root matched the address.
    const missing = matches.some((m) => m.status === 'notFound' || isNotFound(m.error)) || page?.routeId === rootRouteId;
    const unavailable = matches.some((m) => m.status === 'error' && isUnavailable(m.error));
    const title = missing ? NOT_FOUND : unavailable ? errors.unavailable : matches.findLast((m) => m.staticData?.title)?.staticData.title;
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#685122' },
        ...pageMeta(context, pathname, { title: title && i18n._(title) }),
      ],
      // Where the store runs (the gateway, Sentry, Google, the map), for the browser's code to read.
      scripts: [jsonScript('application/json', context.config, RUNTIME_CONFIG_ID)],
      links: [
        { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
        // The installed app in the page's language (public/manifest.*.webmanifest: its name, lang
        // and dir). Both are one app (id /) opening at / in the shopper's language (the cookie's),
        // the home page nginx already keeps for guests; iOS takes its icon from the link.
        { rel: 'manifest', href: `/manifest.${context.language}.webmanifest` },
        { rel: 'apple-touch-icon', sizes: '180x180', href: '/icons/apple-touch-icon-180.png' },
        ...fontPreloads,
        ...(missing || page?.staticData.ownLanguageLinks ? [] : languageLinks(context, pathname)),
      ],
    };
  },
  shellComponent: Document,
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

/** The HTML document of every page, in the page's language and direction. */
function Document({ children }: { children: ReactNode }) {
  const { language, i18n, queryClient, session } = useRouteContext({ from: '__root__' });
  return (
    <html lang={language} dir={directionOf(language)} {...mantineHtmlProps} data-screen-catalogs={screenCatalogsOf(i18n).join(' ')}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AppProviders language={language} i18n={i18n} queryClient={queryClient}>
          <AppErrorBoundary>
            <AuthProvider initial={session ?? {}}>{children}</AuthProvider>
          </AppErrorBoundary>
        </AppProviders>
        <Scripts />
      </body>
    </html>
  );
}

function Root() {
  useScrollToTopOnNavigate();
  return <AppLayout />;
}
