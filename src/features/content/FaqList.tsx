import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Faq } from './queries';
import { useMemo } from 'react';
import { foldForSearch } from './foldForSearch';

/** The questions whose question or answer holds every word typed, compared folded (see foldForSearch). */
function useFaqFilter(faqs: readonly Faq[], query: string): readonly Faq[] {
  // Folded once per list, not on every key.
  const folded = useMemo(() => faqs.map((faq) => ({ faq, text: foldForSearch(`${faq.question} ${faq.answer}`) })), [faqs]);
  return useMemo(() => {
    const words = foldForSearch(query).split(' ').filter(Boolean);
    if (words.length === 0) return faqs;
    return folded.filter(({ text }) => words.every((word) => text.includes(word))).map(({ faq }) => faq);
  }, [faqs, folded, query]);
}

/** Long enough for a few letters typed in a row to be announced once, not letter by letter. */
const ANNOUNCE_DELAY_MS = 500;

/** The questions as an accordion, with a search box that narrows them as the shopper types. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const shown = useFaqFilter(faqs, query);
  const searching = query.trim() !== '';
  const [announced] = useDebouncedValue({ searching, count: shown.length }, ANNOUNCE_DELAY_MS);
  const { count } = announced;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t`Search the questions`}
        placeholder={t`For example: delivery, karat, returns`}
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
        // Search inputs have no autocomplete of their own worth showing here.
        autoComplete="off"
      />
      {/* Screen readers hear how the list changed without leaving the box. */}
      <Text role="status" className="visually-hidden">
        {announced.searching &&
          (count === 0 ? (
            <Trans>No questions match your search</Trans>
          ) : (
            <Plural value={count} one="# question matches your search" other="# questions match your search" />
          ))}
      </Text>
      {shown.length === 0 ? (
        <Text ta="center" c="gray.7" py="xl" fz="lg">
          <Trans>No questions match your search</Trans>
        </Text>
      ) : (
        <Accordion variant="separated" radius="md" order={2}>
          {shown.map((faq) => (
            <Accordion.Item key={faq.id} value={String(faq.id)}>
              <Accordion.Control fw={600}>{faq.question}</Accordion.Control>
              <Accordion.Panel>
                {/* The contract's answers are plain text: shown as text, never as HTML. */}
                <Text maw="70ch" lh={1.8} style={{ whiteSpace: 'pre-line' }}>
                  {faq.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
