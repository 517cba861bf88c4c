// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Route as HomeRoute } from '../../src/routes/index';
import { emptyStates } from '../../src/shared/messages';
import { contract, deref } from '../contract/contract';
import { seeEverythingInView } from './everythingInView';
import { forceAnswer, holdCalls } from './apiSpies';
import { renderPage } from './renderPage';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's examples are plain JSON */
const exampleOf = (path: string, name: string): any =>
  deref(contract.paths[path].get.responses['200']).content['application/json'].examples[name].value.data;

type Language = 'ar' | 'en';
// Through its route, as the app draws it: its loader, and the preloader while a slow /home comes.
const showHome = (language: Language) => renderPage(language, { pages: { '/': HomeRoute } });

// jsdom lays nothing out, so embla would see every slide at 0 px and a single view. Give slides a
// width (300 px, side by side in a 300 px viewport) so the carousel has something to move through.
const SLIDE_WIDTH = 300;
const layout = { offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!, offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')! };
beforeAll(() => {
  seeEverythingInView();
  const isSlide = (element: HTMLElement) => element.getAttribute('aria-roledescription') === 'slide';
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) || this.querySelector(':scope > [aria-roledescription="slide"]') || this.parentElement?.querySelector(':scope > * > [aria-roledescription="slide"]') ? SLIDE_WIDTH : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? Array.prototype.indexOf.call(this.parentElement!.children, this) * SLIDE_WIDTH : 0;
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', layout.offsetWidth);
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', layout.offsetLeft);
});

const PRELOADER: Record<Language, string> = { ar: 'جارٍ تحميل الصفحة الرئيسية…', en: 'Loading the home page…' };

describe('the home page, on the mock', () => {
  it.each(['ar', 'en'] as const)('in %s, shows the preloader while /home is slow, then every section of /home, /home_sections and /client-reviews', async (language) => {
    const release = holdCalls('/home');
    await showHome(language);
    expect(await screen.findByRole('status', { name: PRELOADER[language] })).toBeInTheDocument();
    release();

    const home = exampleOf('/home', language);
    for (const slide of home.sliders) expect(await screen.findByRole('heading', { name: slide.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: PRELOADER[language] })).not.toBeInTheDocument();
    // The lower sections render a moment later, once they come near the screen and their code has
    // loaded: the first test of the file imports it cold (12 s seen on a busy CI machine).
    for (const testimonial of home.testimonials) expect(await screen.findByRole('heading', { name: testimonial.title }, { timeout: 25_000 })).toBeInTheDocument();
    for (const feature of home.features.features) expect(await screen.findByRole('heading', { name: feature.title })).toBeInTheDocument();

    for (const section of exampleOf('/home_sections', language)) {
      const region = await screen.findByRole('region', { name: section.title });
      expect(screen.getByText(section.subtitle)).toBeInTheDocument();
      for (const product of section.products) expect(within(region).getByRole('link', { name: product.title })).toBeInTheDocument();
    }
    for (const review of exampleOf('/client-reviews', language)) expect(await screen.findByText(review.name)).toBeInTheDocument();
    for (const category of exampleOf('/categories', language)) expect(await screen.findByRole('link', { name: category.title })).toBeInTheDocument();
  });

  it.each(['ar', 'en'] as const)('in %s, writes the testimonial dates in the shopper language', async (language) => {
    await showHome(language);
    const date = await screen.findByText(language === 'en' ? '20 January 2025' : '20 يناير 2025');
    expect(date).toHaveAttribute('datetime', '2025-01-20');
  });

  it('gives the promotion its three promises: instalments, 3% for a bank transfer, VAT included', async () => {
    await showHome('en');
    const promo = await screen.findByRole('region', { name: 'Pay your way' });
    expect(within(promo).getByText(/instalments with our two buy-now-pay-later partners/)).toBeInTheDocument();
    expect(within(promo).getByText('An extra 3% off when you pay by bank transfer.')).toBeInTheDocument();
    expect(within(promo).getByText('All prices include VAT.')).toBeInTheDocument();
  });

  it('opens a category from its slide', async () => {
    await showHome('en');
    const [bars] = exampleOf('/categories', 'en');
    await userEvent.click(await screen.findByRole('link', { name: bars.title }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/category/${bars.id}/${encodeURIComponent(bars.title)}`);
  });
});

describe('the home page when there is nothing to show', () => {
  it.each(['ar', 'en'] as const)('in %s, says so for products, testimonials, features and categories', async (language) => {
    forceAnswer('example=empty', { path: '/home_sections' });
    forceAnswer('example=empty', { path: '/home' });
    forceAnswer('example=empty', { path: '/categories' });
    await showHome(language);
    expect(await screen.findByText(i18n._(emptyStates.products))).toBeInTheDocument();
    expect(screen.getByText(i18n._(emptyStates.testimonials))).toBeInTheDocument();
    expect(screen.getByText(i18n._(emptyStates.features))).toBeInTheDocument();
    expect(await screen.findByText(i18n._(emptyStates.categories))).toBeInTheDocument();
  });
});

describe('a home carousel', () => {
  it.each([
    ['en', 'Pause slideshow', 'Play slideshow', 'Next slide', 'Previous slide', 'Slide 2 of'],
    ['ar', 'إيقاف العرض مؤقتًا', 'تشغيل العرض', 'الشريحة التالية', 'الشريحة السابقة', 'الشريحة 2 من'],
  ] as const)('in %s, pauses and plays, and moves with its arrow buttons', async (language, pause, play, next, previous, second) => {
    await showHome(language);
    const [newest] = exampleOf('/home_sections', language);
    const carousel = await screen.findByRole('region', { name: newest.title });
    const user = userEvent.setup();

    await user.click(await within(carousel).findByRole('button', { name: pause }));
    expect(within(carousel).getByRole('button', { name: play })).toBeInTheDocument();

    await user.click(within(carousel).getByRole('button', { name: next }));
    await waitFor(() => expect(within(carousel).getByText(new RegExp(`^${second}`), { selector: 'p' })).toBeInTheDocument());
    await user.click(within(carousel).getByRole('button', { name: previous }));
    await waitFor(() => expect(within(carousel).queryByText(new RegExp(`^${second}`), { selector: 'p' })).not.toBeInTheDocument());
  });

  it('labels each slide "n of m"', async () => {
    await showHome('en');
    const [newest] = exampleOf('/home_sections', 'en');
    const carousel = await screen.findByRole('region', { name: newest.title });
    const count = newest.products.length;
    expect(within(carousel).getByRole('group', { name: `1 of ${count}` })).toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: `${count} of ${count}` })).toBeInTheDocument();
  });
});
