import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { components } from '../../../sdk';
import { useAuth } from '../auth';
import { AttachmentsField } from './AttachmentsField';
import { BudgetField } from './BudgetField';
import { KaratChoice } from './KaratChoice';
import { RequestFormFooter } from './RequestFormFooter';
import { RequestPage } from './RequestPage';
import { designRequestRules, optionalAmount, optionalText, type DesignRequestValues } from './requestValues';
import { useRequestForm } from './useRequestForm';
import { SenderFields, senderBody, senderOf } from '../contact';

/** /design-request: the piece the shopper has in mind, its karat and budget, notes, and sketches or reference photos. */
export function DesignRequestPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const form = useForm<DesignRequestValues>({
    initialValues: {
      ...senderOf(user),
      details: '',
      karat: '',
      budget: '',
      notes: '',
      attachments: [],
    },
    validate: designRequestRules,
    validateInputOnBlur: true,
  });
  const { submit, sending, progress, receipt, failure } = useRequestForm(form, '/design-requests', (values) => ({
    ...senderBody(values),
    details: values.details.trim(),
    karat: values.karat ? (Number(values.karat) as components['schemas']['Karat']) : undefined,
    budget: optionalAmount(values.budget),
    notes: optionalText(values.notes),
    attachments: values.attachments,
  }));

  return (
    <RequestPage
      title={t`Design request`}
      intro={<Trans>Describe the piece you dream of: one of our designers will contact you to shape it with you.</Trans>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SenderFields form={form} nameLabel={t`Full name`} />
          <Textarea
            label={t`Details`}
            description={t`The piece you have in mind: its kind, style, engraving…`}
            required
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('details')}
          />
          <KaratChoice {...form.getInputProps('karat')} />
          <BudgetField {...form.getInputProps('budget')} />
          <Textarea label={t`Notes`} description={t`Optional`} autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
          <AttachmentsField
            label={t`Sketches or reference photos (optional)`}
            value={form.getValues().attachments}
            onChange={(files) => form.setFieldValue('attachments', files)}
            error={form.errors.attachments}
            disabled={sending}
          />
          <RequestFormFooter sending={sending} progress={progress} failure={failure} receipt={receipt} />
        </Stack>
      </form>
    </RequestPage>
  );
}
