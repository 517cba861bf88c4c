import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Hint } from '../../../shared/speed/Hint';
import { useOtherLanguageHref } from './useOtherLanguageHref';

/** The main header's language toggle: opens the language dialog (a link to the other language before the app). */
export function LanguageToggle({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  const label = t`Change language`;
  const href = useOtherLanguageHref();
  return (
    <Hint label={label} withArrow>
      <ActionIcon
        component="a"
        href={href}
        variant="subtle"
        size={40}
        radius="xl"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onClick();
        }}
        aria-label={label}
        aria-haspopup="dialog"
      >
        <IconLanguage size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
