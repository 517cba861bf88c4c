// Renders a screen the way the app does (providers, language, query cache), against the test mock.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from '../../sdk';
import { AppProviders } from '../../src/app/AppProviders';
import { activateLanguage, loadScreenMessages } from '../../src/app/i18n';
import { applyLanguageToDocument } from '../../src/shared/language';
import { createAppQueryClient } from '../../src/app/queryClient';

export async function renderInLanguage(language: Language, ui: ReactNode) {
  localStorage.setItem('language', language);
  applyLanguageToDocument(language);
  await activateLanguage(language);
  // The screens' own messages come with their routes in the app; here every screen may need them.
  await loadScreenMessages('buying', 'account');
  const queryClient = createAppQueryClient();
  // The app's retries, without the app's waits between them (a failure shows after ~3 s otherwise).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return render(
    <AppProviders language={language} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
}
