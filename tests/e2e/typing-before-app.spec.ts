import { expect } from '@playwright/test';
import { test } from './fixtures';
import { useLanguage } from './support';

// The server's page is there before the app's code: a shopper may type into it at once. React's
// hydration keeps what a field holds; the sign-in form's state takes it as the app takes the form
// over (src/shared/useTypedBeforeApp.ts), so no redraw writes it away.
test('what a shopper types before the app has taken the page over stays in the field, and the app has it', async ({ page, context }) => {
  await useLanguage(page, 'en');
  // A page of its own: the fixture's page waits for the app after each load, and this shopper does not.
  const early = await context.newPage();
  // The app's code waits until the shopper has typed.
  let typed!: () => void;
  const typing = new Promise<void>((resolve) => (typed = resolve));
  await early.route('**/assets/*.js', async (route) => {
    await typing;
    await route.continue();
  });
  await early.goto('/Login', { waitUntil: 'domcontentloaded' });
  const email = early.getByRole('textbox', { name: 'Email', exact: true });
  await email.pressSequentially('early@goldstore.example', { delay: 20 });
  expect(await early.locator('html[data-hydrated]').count()).toBe(0);
  typed();
  await early.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(email).toHaveValue('early@goldstore.example');
  // The app's own state has it: one more letter, typed to the app, keeps the rest.
  await email.press('End');
  await email.pressSequentially('m');
  await expect(email).toHaveValue('early@goldstore.examplem');
});
