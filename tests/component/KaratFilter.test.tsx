// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KaratFilter } from '../../src/features/store/KaratFilter';
import type { Karat } from '../../src/features/store/listingSearch';
import { renderInLanguage } from './renderPage';

/** The filter under its "Karat" label, holding its value as the listing page does. */
function Filter({ onChange }: { onChange: (karat: Karat | undefined) => void }) {
  const [karat, setKarat] = useState<Karat | undefined>();
  return (
    <>
      <span id="karat-label">Karat</span>
      <KaratFilter labelledBy="karat-label" value={karat} onChange={(next) => (setKarat(next), onChange(next))} />
    </>
  );
}

describe('the karat filter', () => {
  it.each([
    ['en', 'All'],
    ['ar', 'الكل'],
  ] as const)('is a group of radios named Karat, all karats at first; a click picks one (%s)', async (language, all) => {
    const onChange = vi.fn();
    await renderInLanguage(language, <Filter onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Karat' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([all, '18', '21', '24']);
    expect(screen.getByRole('radio', { name: all })).toBeChecked();

    await userEvent.click(screen.getByText('21'));
    expect(onChange).toHaveBeenLastCalledWith(21);
    expect(screen.getByRole('radio', { name: '21' })).toBeChecked();
    expect(screen.getByRole('radio', { name: all })).not.toBeChecked();

    await userEvent.click(screen.getByText(all));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(group).toBeInTheDocument();
  });
});
