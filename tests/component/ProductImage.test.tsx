// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductImage } from '../../src/features/catalogue';
import { handMovedIntersectionObserver } from './handMovedIntersectionObserver';
import { renderInLanguage } from './renderPage';

const ring = { id: 1, type: 'image' as const, url: '/media/products/ring.webp', width: 800, height: 600 };

beforeEach(handMovedIntersectionObserver.install);
afterEach(handMovedIntersectionObserver.uninstall);

describe('a product picture', () => {
  it('asks for nothing until it comes on screen, keeping its shape and name meanwhile', async () => {
    await renderInLanguage('en', <ProductImage media={ring} alt="Gold ring" />);
    const waiting = screen.getByRole('img', { name: 'Gold ring' });
    expect(waiting).not.toHaveAttribute('src');
    expect(waiting.style.aspectRatio).toBe('800 / 600');

    handMovedIntersectionObserver.scrollNear();
    const picture = await screen.findByRole('img', { name: 'Gold ring' });
    expect(picture).toHaveAttribute('src', ring.url);
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('shows its box as a placeholder until the picture has loaded, in the same shape', async () => {
    await renderInLanguage('en', <ProductImage media={ring} alt="Gold ring" />);
    expect(screen.getByRole('img', { name: 'Gold ring' })).toHaveAttribute('data-loading');

    handMovedIntersectionObserver.scrollNear();
    const picture = await screen.findByRole('img', { name: 'Gold ring' });
    expect(picture).toHaveAttribute('data-loading');
    expect(picture.style.aspectRatio).toBe('800 / 600');
    fireEvent.load(picture);
    expect(picture).not.toHaveAttribute('data-loading');
  });

  it('loads the page’s first picture at once, eagerly and first', async () => {
    await renderInLanguage('ar', <ProductImage media={ring} alt="خاتم ذهب" priority />);
    const picture = screen.getByRole('img', { name: 'خاتم ذهب' });
    expect(picture).toHaveAttribute('src', ring.url);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('looks further ahead once the shopper has touched the page', async () => {
    await renderInLanguage('en', <ProductImage media={ring} alt="Gold ring" />);
    const observers = handMovedIntersectionObserver.watchedCount();
    fireEvent.pointerMove(window);
    // A new observer with the wider margin replaces the first.
    expect(handMovedIntersectionObserver.watchedCount()).toBe(observers);
    expect(handMovedIntersectionObserver.lastMargin()).toBe('1250px');
  });
});
