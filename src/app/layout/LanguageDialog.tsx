import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Language } from '../../../sdk';
import { isLanguage, switchLanguage, useLanguage } from '../../shared/language';

// Each language is named in itself (an autonym), the same in both interfaces, so a shopper who
// cannot read the current one still finds their own; these two names are not translated.
const CHOICES: { value: Language; name: string }[] = [
  { value: 'ar', name: 'العربية' },
  { value: 'en', name: 'English' },
];

interface LanguageDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The language dialog: a radio choice of ar or en. Confirming another language
 * stores it and reloads the page; confirming the current one only closes the dialog.
 */
export function LanguageDialog({ opened, onClose }: LanguageDialogProps) {
  const { t } = useLingui();
  const current = useLanguage();
  const [choice, setChoice] = useState<Language>(current);

  const confirm = () => {
    if (choice === current) onClose();
    else switchLanguage(choice);
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setChoice(current)}
      centered
      size="sm"
    >
      <Modal.Overlay />
      {/* The dialog itself carries the id modal_language (only the open one is in the page). */}
      <Modal.Content id="modal_language">
        <Modal.Header>
          <Modal.Title fw={700}>
            <Trans>Choose your language</Trans>
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <Stack gap="lg">
              <Radio.Group
                value={choice}
                onChange={(value) => isLanguage(value) && setChoice(value)}
                label={t`Language`}
              >
                <Stack gap="sm" mt="xs">
                  {CHOICES.map(({ value, name }) => (
                    <Radio key={value} value={value} label={<span lang={value}>{name}</span>} />
                  ))}
                </Stack>
              </Radio.Group>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit">
                  <Trans>Confirm</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
