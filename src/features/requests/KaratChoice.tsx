import { useLingui } from '@lingui/react/macro';
import { Group, Radio } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DESIGN_KARATS } from './requestValues';

/** The karat of the piece, or no preference (the contract's karat is optional). */
export function KaratChoice(props: GetInputPropsReturnType) {
  const { t } = useLingui();
  const options = [{ value: '', label: t`No preference` }, ...DESIGN_KARATS.map((karat) => ({ value: karat, label: t`${karat}K` }))];
  return (
    <Radio.Group label={t`Karat`} description={t`Optional`} {...props}>
      <Group gap="lg" mt="xs">
        {options.map(({ value, label }) => (
          <Radio key={value} value={value} label={label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
