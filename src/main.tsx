import '@mantine/core/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { activateLanguage } from './app/i18n';
import { applyLanguageToDocument, getStoredLanguage } from './app/language';
import { createAppQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';

const language = getStoredLanguage();
applyLanguageToDocument(language);
await activateLanguage(language);

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders language={language} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
