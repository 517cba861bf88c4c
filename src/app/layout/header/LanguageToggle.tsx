import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Hint } from '../../../shared/ui/Hint';

/** The main header's language toggle: opens the language dialog. */
export function LanguageToggle({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  const label = t`Change language`;
  return (
    <Hint label={label} withArrow>
      <ActionIcon variant="subtle" size={40} radius="xl" onClick={onClick} aria-label={label}>
        <IconLanguage size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
