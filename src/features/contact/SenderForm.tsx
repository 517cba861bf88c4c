import { Button, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { SenderFields } from './SenderFields';
import type { SenderValues } from './senderValues';

interface SenderFormProps<Values extends SenderValues> {
  form: UseFormReturnType<Values>;
  /** The form's accessible name. */
  label: string;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The send button's words. */
  sendLabel: ReactNode;
  /** The confirmation shown above the emptied form after a send, or nothing. */
  sent: ReactNode;
  /** The form's own fields, after the sender's. */
  children: ReactNode;
}

/** A form to the store's people (contact, complaint): the confirmation, the sender, the form's own fields and the send button. */
export function SenderForm<Values extends SenderValues>({ form, label, submit, busy, sendLabel, sent, children }: SenderFormProps<Values>) {
  return (
    <Stack gap="lg">
      {sent}
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="md">
          <SenderFields form={form} />
          {children}
          <Button
            type="submit"
            size="md"
            loading={busy}
            leftSection={<IconSend size={18} stroke={1.6} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {sendLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
