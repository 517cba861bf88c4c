import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { KaratFilter } from './KaratFilter';
import { SORT_OPTIONS, type ListingSearch, type SortKey } from './listingSearch';

interface ListingControlsProps {
  value: ListingSearch;
  /** A new sort or karat starts again at page 1. */
  onChange: (next: ListingSearch) => void;
}

/** The sort select and the karat filter above a product grid. */
export function ListingControls({ value, onChange }: ListingControlsProps) {
  const { t, i18n } = useLingui();
  const karatLabelId = useId();

  const changeSort = (sort: SortKey) => onChange({ ...value, sort: sort === 'suggest' ? undefined : sort, page: undefined });

  return (
    <Group justify="space-between" align="end" gap="sm" wrap="wrap">
      <Stack gap={4}>
        <Text id={karatLabelId} fz="sm" fw={500}>
          <Trans>Karat</Trans>
        </Text>
        <KaratFilter labelledBy={karatLabelId} value={value.karat} onChange={(karat) => onChange({ ...value, karat, page: undefined })} />
      </Stack>
      <NativeSelect
        label={t`Sort by`}
        value={value.sort ?? 'suggest'}
        onChange={(event) => changeSort(event.currentTarget.value as SortKey)}
        data={SORT_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        radius="xl"
        w={{ base: 170, sm: 220 }}
      />
    </Group>
  );
}
