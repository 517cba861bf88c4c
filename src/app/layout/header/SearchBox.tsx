import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, TextInput, type MantineBreakpoint } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import classes from './SearchBox.module.css';

/**
 * The header's product search: submitting goes to /products?search=… (SPEC §2). The live
 * suggestion dropdown is added here later.
 */
export function SearchBox({ className, visibleFrom }: { className?: string; visibleFrom?: MantineBreakpoint }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <Box
      component="form"
      role="search"
      className={className}
      visibleFrom={visibleFrom}
      onSubmit={(event) => {
        event.preventDefault();
        const search = text.trim();
        if (search) void navigate({ to: '/products', search: { search } });
      }}
    >
      <TextInput
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-label={t`Search products`}
        placeholder={t`Search for gold bars, rings, chains…`}
        radius="xl"
        size="md"
        classNames={{ input: classes.input }}
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" radius="xl" size={34} aria-label={t`Search`}>
            <IconSearch size={18} stroke={2} aria-hidden />
          </ActionIcon>
        }
      />
    </Box>
  );
}
