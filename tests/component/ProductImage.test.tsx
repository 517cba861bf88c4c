// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from '../../src/features/catalogue';
import { renderInLanguage } from './renderPage';

const ring = { id: 1, type: 'image' as const, url: '/media/products/ring.webp', width: 800, height: 600 };

describe('a product picture', () => {
  it('is in the page with its address, shape and name, and the browser loads it as it comes near', async () => {
    await renderInLanguage('en', <ProductImage media={ring} alt="Gold ring" />);
    const picture = screen.getByRole('img', { name: 'Gold ring' });
    expect(picture).toHaveAttribute('src', ring.url);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture.style.aspectRatio).toBe('800 / 600');
  });

  it('shows its box as a placeholder until the picture has loaded, in the same shape', async () => {
    await renderInLanguage('en', <ProductImage media={ring} alt="Gold ring" />);
    const picture = screen.getByRole('img', { name: 'Gold ring' });
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
});
