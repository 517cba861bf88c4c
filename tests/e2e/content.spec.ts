import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { settle, strictAxeViolations } from './buying-support';
// Imported under another name: it stores the language, it is no React hook (react-hooks lint).
import { axeViewports, example, useLanguage as storeLanguage } from './support';

// The store's own pages (about, the policies, the usage agreement, the shipping policy) and the
// public questions: their HTML rendered and sanitised, the questions opened by keyboard and
// filtered, and axe on every one of them in both languages and at both widths.

// The pages' code and text come with their own requests: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Language = 'ar' | 'en';
const aboutPage = (language: Language) => example('get', '/pages/{slug}', 200, language).data;
const faqs = (language: Language): { question: string; answer: string }[] => example('get', '/faqs', 200, language).data;

const WORDS = {
  en: { store: 'Gold Store', faq: 'Frequently asked questions', search: 'Search the questions', policies: 'Policies', privacy: 'Privacy policy', noMatch: 'No questions match your search', typed: 'delivery take', match: 'How long does delivery take?' },
  ar: { store: 'متجر الذهب', faq: 'الأسئلة الشائعة', search: 'ابحث في الأسئلة', policies: 'السياسات', privacy: 'سياسة الخصوصية', noMatch: 'لا توجد أسئلة تطابق بحثك', typed: 'مده التوصيل', match: 'كم تستغرق مدة التوصيل؟' },
} as const;

const HOSTILE_HTML =
  '<p>Our privacy promise.</p><script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 1">' +
  '<a href="javascript:window.__hacked = 1">Click</a><h2>What we keep</h2><ul><li>Your orders</li></ul>';

const accordion = (page: Page) => page.getByRole('main').getByRole('button', { expanded: false }).or(page.getByRole('main').getByRole('button', { expanded: true }));

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];

  test(`a text page's HTML rendered and sanitised (${language})`, async ({ page }) => {
    await storeLanguage(page, language);
    // The privacy policy answers with a hostile text; the about page with the mock's own.
    await page.route('**/api/v1/pages/privacy-policy', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, slug: 'privacy-policy', title: w.privacy, content: HOSTILE_HTML } } });
    });
    await page.goto('/About');
    const about = aboutPage(language);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(4);
    await expect(page).toHaveTitle(`${about.title} | ${w.store}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description && about.content.includes(description.replace(/…$/, ''))).toBeTruthy();

    // To the privacy policy from the footer's policies, as a shopper goes.
    await page.getByRole('navigation', { name: w.policies }).getByRole('link', { name: w.privacy }).click();
    await expect(page).toHaveURL(/\/private-policy$/);
    await expect(main.getByRole('heading', { level: 1, name: w.privacy })).toBeVisible();
    await expect(main.getByText('Our privacy promise.')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();
    await expect(main.locator('script, img, [onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  });

  test(`the public questions opened by keyboard and filtered (${language})`, async ({ page }) => {
    await storeLanguage(page, language);
    await page.goto('/public-questions');
    const main = page.getByRole('main');
    const [first, second] = faqs(language);
    await expect(main.getByRole('heading', { level: 1, name: w.faq })).toBeVisible();
    const firstQuestion = main.getByRole('button', { name: first!.question });
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');

    // From the search box, Tab reaches the first question; Enter opens it, the arrows go on.
    const search = main.getByRole('searchbox', { name: w.search });
    await search.focus();
    await page.keyboard.press('Tab');
    await expect(firstQuestion).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(first!.answer)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(main.getByRole('button', { name: second!.question })).toBeFocused();

    await search.fill(w.typed);
    await expect(accordion(page)).toHaveCount(1);
    await expect(accordion(page)).toHaveText(w.match);
    await search.fill('zzqx');
    await expect(accordion(page)).toHaveCount(0);
    await expect(main.getByText(w.noMatch).first()).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(w.noMatch);
    await search.fill('');
    await expect(accordion(page)).toHaveCount(faqs(language).length);
  });

  for (const [size, viewport] of axeViewports(language)) {
    // The five text pages are one page (ContentPage) with the API's text: /About stands for them.
    // The first page's violations do not stop the questions' check.
    test(`no axe violation on a text page and the questions (${language}, ${size})`, async ({ page }) => {
      test.setTimeout(90_000);
      await storeLanguage(page, language);
      await page.setViewportSize(viewport);
      await page.goto('/About');
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on /About').toEqual([]);
      await page.goto('/public-questions');
      const main = page.getByRole('main');
      // With a question open, its answer is checked too.
      await main.getByRole('button', { name: faqs(language)[0]!.question }).click();
      await expect(main.getByText(faqs(language)[0]!.answer)).toBeVisible();
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on /public-questions').toEqual([]);
    });
  }
}
