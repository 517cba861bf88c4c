import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Language } from '../../sdk';
import { i18n } from './i18n';
import { directionOf } from './language';
import { theme } from './theme';

interface AppProvidersProps {
  language: Language;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it: translations, direction, theme and the query cache. */
export function AppProviders({ language, queryClient, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
