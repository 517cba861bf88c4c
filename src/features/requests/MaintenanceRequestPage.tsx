import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuth } from '../auth';
import { AttachmentsField } from './AttachmentsField';
import { CUSTOM_TYPE, type MaintenanceType } from './maintenanceTypes';
import { MaintenanceTypeField } from './MaintenanceTypeField';
import { RequestFormFooter } from './RequestFormFooter';
import { RequestPage } from './RequestPage';
import { maintenanceRequestRules, optionalText, type MaintenanceRequestValues } from './requestValues';
import { useRequestForm } from './useRequestForm';
import { SenderFields, senderBody, senderOf } from '../contact';

/** /maintenance: the kind of work (and, for custom, what it is), the piece, notes and its pictures. */
export function MaintenanceRequestPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const form = useForm<MaintenanceRequestValues>({
    initialValues: {
      ...senderOf(user),
      type: '',
      custom_type: '',
      details: '',
      notes: '',
      attachments: [],
    },
    validate: maintenanceRequestRules,
    validateInputOnBlur: true,
  });
  const { submit, sending, progress, receipt, failure } = useRequestForm(form, '/maintenance-requests', (values) => ({
    ...senderBody(values),
    type: values.type as MaintenanceType,
    custom_type: values.type === CUSTOM_TYPE ? values.custom_type.trim() : undefined,
    details: values.details.trim(),
    notes: optionalText(values.notes),
    attachments: values.attachments,
  }));
  const isCustom = form.getValues().type === CUSTOM_TYPE;

  return (
    <RequestPage
      title={t`Maintenance request`}
      intro={<Trans>Tell us what your piece needs: our craftsmen will look at it and contact you to arrange the pickup.</Trans>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SenderFields form={form} nameLabel={t`Full name`} />
          <MaintenanceTypeField {...form.getInputProps('type')} />
          {isCustom && (
            <TextInput
              label={t`The work you need`}
              description={t`For example: resizing a ring, or shortening a chain`}
              required
              {...form.getInputProps('custom_type')}
            />
          )}
          <Textarea
            label={t`Details`}
            description={t`The piece and what is wrong with it`}
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('details')}
          />
          <Textarea label={t`Notes`} description={t`Optional`} autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
          <AttachmentsField
            label={t`Pictures of the piece (optional)`}
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
