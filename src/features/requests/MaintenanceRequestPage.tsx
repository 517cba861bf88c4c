import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuth } from '../auth';
import { CUSTOM_TYPE, type MaintenanceType } from './maintenanceTypes';
import { MaintenanceTypeField } from './MaintenanceTypeField';
import { RequestPage } from './RequestPage';
import { maintenanceRequestRules, requestBody, requestInitialValues, type MaintenanceRequestValues } from './requestValues';
import { useRequestForm } from './useRequestForm';

/** /maintenance: the kind of work (and, for custom, what it is), the piece, notes and its pictures. */
export function MaintenanceRequestPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const form = useForm<MaintenanceRequestValues>({
    initialValues: { ...requestInitialValues(user), type: '', custom_type: '' },
    validate: maintenanceRequestRules,
    validateInputOnBlur: true,
  });
  const request = useRequestForm(form, '/maintenance-requests', (values) => ({
    ...requestBody(values),
    type: values.type as MaintenanceType,
    custom_type: values.type === CUSTOM_TYPE ? values.custom_type.trim() : undefined,
  }));
  const isCustom = form.getValues().type === CUSTOM_TYPE;

  return (
    <RequestPage
      title={t`Maintenance request`}
      intro={<Trans>Tell us what your piece needs: our craftsmen will look at it and contact you to arrange the pickup.</Trans>}
      form={form}
      request={request}
      details={{ description: t`The piece and what is wrong with it`, minRows: 3, maxRows: 8 }}
      attachmentsLabel={t`Pictures of the piece (optional)`}
      before={
        <>
          <MaintenanceTypeField {...form.getInputProps('type')} />
          {isCustom && (
            <TextInput
              label={t`The work you need`}
              description={t`For example: resizing a ring, or shortening a chain`}
              required
              {...form.getInputProps('custom_type')}
            />
          )}
        </>
      }
    />
  );
}
