// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useInteracted, useOnDemand, type OnDemand } from '../../src/shared/speed/onDemand';

// The module keeps whether the shopper has interacted yet: the tests run in this order.

const Menu = ({ name }: { name: string }) => <p>{name} loaded</p>;

function Control({ code, wanted }: { code: OnDemand<{ name: string }>; wanted: boolean }) {
  const loaded = useOnDemand(code, wanted);
  return loaded ? <code.Loaded name="menu" /> : <p>stand-in</p>;
}

function InteractionState() {
  return <p>{useInteracted() ? 'in use' : 'untouched'}</p>;
}

describe('code on demand', () => {
  it('starts loading every piece at the first interaction, not before', async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    const code = onDemand(load);
    render(<InteractionState />);
    expect(screen.getByText('untouched')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => fireEvent.pointerMove(window));
    expect(screen.getByText('in use')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.isLoaded()).toBe(true);
  });

  it('shows the stand-in until the piece is wanted, then the loaded piece; it loads once', async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    const code = onDemand(load);
    const { rerender } = render(<Control code={code} wanted={false} />);
    expect(screen.getByText('stand-in')).toBeInTheDocument();

    rerender(<Control code={code} wanted />);
    expect(await screen.findByText('menu loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, keeps the stand-in and loads the piece once the connection is back', async () => {
    const load = vi.fn<() => Promise<typeof Menu>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Menu);
    const code = onDemand(load);
    render(<Control code={code} wanted />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('stand-in')).toBeInTheDocument();

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('menu loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
