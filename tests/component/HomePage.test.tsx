// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../src/features/home';
import { contract, deref } from '../contract/contract';
import { renderInLanguage } from './render';

const examples = deref(contract.paths['/home'].get.responses['200']).content['application/json'].examples;

describe('the home page, on the mock', () => {
  it.each(['ar', 'en'] as const)('shows the slider titles of /home in %s', async (language) => {
    await renderInLanguage(language, <HomePage />);
    for (const slide of examples[language].value.data.sliders) {
      expect(await screen.findByRole('heading', { name: slide.title })).toBeInTheDocument();
    }
  });
});
