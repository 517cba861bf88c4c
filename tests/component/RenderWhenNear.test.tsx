// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from '../../src/shared/ui/RenderWhenNear';
import { handMovedIntersectionObserver } from './handMovedIntersectionObserver';

const { scrollNear } = handMovedIntersectionObserver;

beforeEach(handMovedIntersectionObserver.install);
afterEach(() => {
  handMovedIntersectionObserver.uninstall();
  history.replaceState(null, '', '/');
});

const lowerSection = (
  <RenderWhenNear reserve={500}>
    <h2>Client reviews</h2>
  </RenderWhenNear>
);

describe('a part of the page that renders once it is near', () => {
  it('keeps its place empty, at the reserved height, until the shopper scrolls near it', () => {
    const { container } = render(lowerSection);
    expect(screen.queryByRole('heading', { name: 'Client reviews' })).not.toBeInTheDocument();
    expect((container.firstChild as HTMLElement).style.minBlockSize).toBe('500px');

    scrollNear();
    expect(screen.getByRole('heading', { name: 'Client reviews' })).toBeInTheDocument();
    expect(handMovedIntersectionObserver.watchedCount()).toBe(0);
  });

  it('renders at the first key press, so Tab does not skip it', () => {
    render(lowerSection);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByRole('heading', { name: 'Client reviews' })).toBeInTheDocument();
  });

  it('renders at once in a browser without IntersectionObserver', () => {
    handMovedIntersectionObserver.uninstall();
    render(lowerSection);
    expect(screen.getByRole('heading', { name: 'Client reviews' })).toBeInTheDocument();
  });

  it('renders at once when a link jumps to a place inside it, then scrolls there', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <RenderWhenNear reserve={500}>
        <h2 id="reviews">Reviews</h2>
      </RenderWhenNear>,
    );
    expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();

    history.pushState(null, '', '#reviews');
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Reviews' })]);
  });

  it('renders at once on a page opened at a place inside it', () => {
    history.replaceState(null, '', '#reviews');
    render(lowerSection);
    expect(screen.getByRole('heading', { name: 'Client reviews' })).toBeInTheDocument();
  });
});
