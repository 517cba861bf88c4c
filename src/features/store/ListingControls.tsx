import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { KARATS, SORT_OPTIONS, type ListingSearch, type SortKey } from './listingSearch';

const ALL_KARATS = 'all';

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
  const changeKarat = (karat: string) =>
    onChange({ ...value, karat: KARATS.find((k) => String(k) === karat), page: undefined });

  return (
    <Group justify="space-between" align="end" gap="sm" wrap="wrap">
      <Stack gap={4}>
        <Text id={karatLabelId} fz="sm" fw={500}>
          <Trans>Karat</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={karatLabelId}
          value={value.karat ? String(value.karat) : ALL_KARATS}
          onChange={changeKarat}
          data={[{ value: ALL_KARATS, label: t`All` }, ...KARATS.map((karat) => ({ value: String(karat), label: String(karat) }))]}
          color="brown"
          radius="xl"
        />
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
