import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, TextInput, type MantineBreakpoint, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SEARCH_MAX_LENGTH, toSearchText } from '../../../shared/searchText';
import classes from './SearchBox.module.css';

export interface SearchFormProps {
  className?: string;
  visibleFrom?: MantineBreakpoint;
}

/** The header's search form; submitting it (Enter or the search button) goes to the results. */
export function SearchForm({ className, visibleFrom, onSubmit, children }: SearchFormProps & { onSubmit: () => void; children: ReactNode }) {
  return (
    // A plain GET form to the results: a search works before (or without) the app's JavaScript too.
    <Box
      component="form"
      role="search"
      method="get"
      action="/products"
      className={className}
      visibleFrom={visibleFrom}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Box>
  );
}

/** The search text box with its search button, as the header shows it. */
export function SearchInput(props: TextInputProps & ComponentPropsWithRef<'input'>) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      name="search"
      aria-label={t`Search products`}
      placeholder={t`Search for gold bars, rings, chains…`}
      radius="xl"
      size="md"
      maxLength={SEARCH_MAX_LENGTH}
      classNames={{ input: classes.input }}
      rightSectionWidth={44}
      rightSection={
        <ActionIcon type="submit" radius="xl" size={34} aria-label={t`Search`}>
          <IconSearch size={18} stroke={2} aria-hidden />
        </ActionIcon>
      }
      {...props}
    />
  );
}

/** Goes to the results of a search text; a blank one goes nowhere. */
export function useShowResults() {
  const navigate = useNavigate();
  return (text: string) => {
    const search = toSearchText(text);
    if (search) void navigate({ to: '/products', search: { search } });
  };
}
