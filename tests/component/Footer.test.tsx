// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/app/layout/Footer';
import { renderPage } from './renderPage';

// Every page open to all (the shipping policy too), under its name in each language.
// The footer is a desktop's only way to the requests, FAQ and complaints (the side menu is the phone's).
const PAGES = {
  en: {
    '/': 'Home',
    '/Store': 'Store',
    '/About': 'About us',
    '/Contact': 'Contact',
    '/maintenance': 'Maintenance request',
    '/design-request': 'Design request',
    '/public-questions': 'Frequently asked questions',
    '/compliants': 'Complaints',
    '/Terms-and-Conditions': 'Replace and return policy',
    '/private-policy': 'Privacy policy',
    '/usage-agreement': 'Usage agreement',
    '/shipping-policy': 'Shipping policy',
  },
  ar: {
    '/': 'الرئيسية',
    '/Store': 'المتجر',
    '/About': 'من نحن',
    '/Contact': 'تواصل معنا',
    '/maintenance': 'طلب صيانة',
    '/design-request': 'طلب تصميم',
    '/public-questions': 'الأسئلة الشائعة',
    '/compliants': 'الشكاوى',
    '/Terms-and-Conditions': 'سياسة الاستبدال والاسترجاع',
    '/private-policy': 'سياسة الخصوصية',
    '/usage-agreement': 'اتفاقية الاستخدام',
    '/shipping-policy': 'سياسة الشحن',
  },
} as const;

describe('the footer', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`links every public page by its name, at every width (${language})`, async () => {
      await renderPage(language, { ui: () => <Footer /> });
      const footer = await screen.findByRole('contentinfo');
      for (const [path, name] of Object.entries(PAGES[language])) {
        expect(within(footer).getByRole('link', { name }), name).toHaveAttribute('href', path);
      }
    });
  }

  it('names its link groups, the requests and help pages under their own heading', async () => {
    await renderPage('en', { ui: () => <Footer /> });
    const services = await screen.findByRole('navigation', { name: 'Services and help' });
    expect(within(services).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/maintenance',
      '/design-request',
      '/public-questions',
      '/compliants',
    ]);
  });
});
