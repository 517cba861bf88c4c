import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Language } from '../../sdk';
import { directionOf, LanguageContext } from '../shared/language';
import { cssVariablesResolver, theme } from './theme';
import { useNotifications } from '@mantine/notifications';
import { onDemand, useInteracted, useOnDemand } from '../shared/speed/onDemand';
import { QueryDevtools } from './QueryDevtools';

const toasts = onDemand(() => import('./Toasts').then((module) => module.Toasts));

/**
 * The toasts' code loads at the first interaction or with the first toast, whichever comes first;
 * a toast shown before it has loaded waits in Mantine's store and appears with it.
 */
function ToastsOnDemand({ language }: { language: Language }) {
  const waitingToasts = useNotifications().notifications.length > 0;
  const loaded = useOnDemand(toasts, useInteracted() || waitingToasts);
  return loaded ? <toasts.Loaded language={language} /> : null;
}

interface AppProvidersProps {
  language: Language;
  /** The page's translations (one per request on the server). */
  i18n: I18n;
  queryClient: QueryClient;
  /** Mantine's `'test'` environment (the component tests): no transitions, no portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a screen needs around it: translations, direction, theme, toasts and the query cache. */
export function AppProviders({ language, i18n, queryClient, env, children }: AppProvidersProps) {
  return (
    <LanguageContext.Provider value={language}>
      <I18nProvider i18n={i18n}>
        <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
            <ToastsOnDemand language={language} />
            <QueryClientProvider client={queryClient}>
              {children}
              {/* Development only (QueryDevtools); not in the component tests, whose screens are queried by role. */}
              {env !== 'test' && <QueryDevtools />}
            </QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
      </I18nProvider>
    </LanguageContext.Provider>
  );
}
