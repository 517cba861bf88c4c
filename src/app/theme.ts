import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Shades around the store's brown, #685122 (index 6, the primary shade).
const brown: MantineColorsTuple = [
  '#f8f4ea', '#ede4cf', '#dcc89c', '#cbab66', '#bc933b', '#a37d2b', '#685122', '#5a461d', '#4a3918', '#3a2d12',
];

export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: 6,
  colors: { brown },
  fontFamily: 'Tajawal, system-ui, -apple-system, "Segoe UI", Tahoma, Arial, sans-serif',
  headings: { fontFamily: 'Tajawal, system-ui, -apple-system, "Segoe UI", Tahoma, Arial, sans-serif' },
  defaultRadius: 'md',
});

/**
 * Mantine's "dimmed" grey (gray.6) is 3.3:1 on white, under WCAG AA's 4.5:1 for text; secondary
 * text (descriptions, hints, input sections) uses gray.7 instead, which reads at 7:1 and more.
 * Its error red (red.6, fields' messages and borders) is 3.3:1 too; red.9 reads at 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
