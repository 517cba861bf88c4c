import { useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { SenderFields } from '../contact';
import { AttachmentsField } from './AttachmentsField';
import { RequestFormFooter } from './RequestFormFooter';
import type { RequestValues } from './requestValues';
import type { RequestFormState } from './useRequestForm';

interface RequestPageProps<Values extends RequestValues> {
  title: string;
  intro: ReactNode;
  form: UseFormReturnType<Values>;
  request: RequestFormState;
  /** What the details should say, and how many rows the box grows between. */
  details: { description: string; minRows: number; maxRows: number };
  attachmentsLabel: string;
  /** The request's own fields before the details (the maintenance's type). */
  before?: ReactNode;
  /** The request's own fields after the details (the design's karat and budget). */
  after?: ReactNode;
}

/**
 * A request page: its heading, a word on what happens next, and on a card the form every request
 * shares (the sender, the details, notes, pictures, the send button and what it led to), with
 * the request's own fields where they belong.
 */
export function RequestPage<Values extends RequestValues>({ title, intro, form, request, details, attachmentsLabel, before, after }: RequestPageProps<Values>) {
  const { t } = useLingui();
  const { submit, sending, progress, receipt, failure } = request;
  // The form of a wider type still holds the shared fields; its helpers take their names.
  const shared = form as unknown as UseFormReturnType<RequestValues>;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="lg">
              <SenderFields form={shared} nameLabel={t`Full name`} />
              {before}
              <Textarea label={t`Details`} required autosize {...details} {...shared.getInputProps('details')} />
              {after}
              <Textarea label={t`Notes`} description={t`Optional`} autosize minRows={2} maxRows={6} {...shared.getInputProps('notes')} />
              <AttachmentsField
                label={attachmentsLabel}
                value={shared.getValues().attachments}
                onChange={(files) => shared.setFieldValue('attachments', files)}
                error={shared.errors.attachments}
                disabled={sending}
              />
              <RequestFormFooter sending={sending} progress={progress} failure={failure} receipt={receipt} />
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
