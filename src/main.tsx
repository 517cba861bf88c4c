import '@fontsource/tajawal/arabic-400.css';
import '@fontsource/tajawal/arabic-700.css';
import '@fontsource/tajawal/latin-400.css';
import '@fontsource/tajawal/latin-700.css';
import './app/mantine.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { activateLanguage } from './app/i18n';
import { createAppQueryClient } from './app/queryClient';
import { startErrorReporting } from './app/errorReporting';
import { createAppRouter } from './app/router';
import { showStartFailure } from './app/startFailure';
import { applyPreloadedStylesheets } from './app/stylesheets';
import { AuthProvider, restoreSession } from './features/auth';
import { applyLanguageToDocument, getStoredLanguage } from './shared/language';

// First, so that an error while starting is kept too; reports are tagged with the route's pattern.
let started: ReturnType<typeof createAppRouter> | undefined;
startErrorReporting(() => started?.state.matches.at(-1)?.fullPath);

// No top-level await here: it would keep the bundler from putting its runtime helpers in this
// chunk, and the browser would fetch them as one more file before this one could run.
async function start() {
  // Before the first render (the preloader in index.html shows meanwhile): the language, its
  // catalog, the app's stylesheets, and the attempt to sign in again with the stored token (SPEC §4).
  const language = getStoredLanguage();
  applyLanguageToDocument(language);
  const [session] = await Promise.all([
    restoreSession(),
    activateLanguage(language),
    applyPreloadedStylesheets(),
    // The build adds each Mantine component's stylesheet to its chunk (scripts/mantineComponentStyles.ts).
    import.meta.env.DEV && import('@mantine/core/styles.layer.css'),
  ]);

  const queryClient = createAppQueryClient();
  const router = (started = createAppRouter(queryClient));

  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders the first screen in short slices instead of one long task, so a
  // slow phone can still paint and answer a tap meanwhile.
  startTransition(() => root.render(
    <StrictMode>
      <AppProviders language={language} queryClient={queryClient}>
        <AppErrorBoundary>
          <AuthProvider initial={session}>
            <App router={router} />
          </AuthProvider>
        </AppErrorBoundary>
      </AppProviders>
    </StrictMode>,
  ));
}

start().catch((error: unknown) => {
  showStartFailure();
  throw error; // still an unhandled rejection: reported, and in the console
});
