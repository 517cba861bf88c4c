import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { asText } from '../../shared/ui/asText';
import { useAuth } from '../auth';
import { useSendComplaint } from './api';
import { complaintInitialValues, complaintRules, DETAILS_MAX, toComplaint, type ComplaintValues } from './complaintValues';
import { OrderNumberField } from './OrderNumberField';
import { SenderForm } from './SenderForm';
import { SentPanel } from './SentPanel';
import { useSendOnce } from './useSendOnce';

const complaintReceived = msg`Your complaint has been received`;

/** The complaint: who files it, the order it is about (optional) and what happened. */
export function ComplaintForm() {
  const { t } = useLingui();
  const { user, isAuthenticated } = useAuth();
  const send = useSendComplaint();
  const form = useForm<ComplaintValues>({
    name: 'complaint',
    initialValues: complaintInitialValues(user),
    validate: complaintRules,
    validateInputOnBlur: true,
  });
  const { submit, busy, receipt } = useSendOnce(form, (values) => send.mutateAsync(toComplaint(values)), complaintReceived);
  // The API's text as an element: Lingui would read tags in a string inside <Trans>.
  const reference = receipt && asText(receipt.answer);

  return (
    <SenderForm
      form={form}
      label={t`Complaint form`}
      submit={submit}
      busy={busy}
      sendLabel={<Trans>Send complaint</Trans>}
      sent={
        receipt && (
          <SentPanel title={t(complaintReceived)}>
            <Trans>
              Your reference number is <bdi dir="ltr">{reference}</bdi>. Our customer care team will look into it and contact you within two
              working days; quote this number if you follow it up.
            </Trans>
          </SentPanel>
        )
      }
    >
      <OrderNumberField field={form.getInputProps('order_number')} signedIn={isAuthenticated} />
      <Textarea
        label={t`Your complaint`}
        description={t`What happened, and what you would like us to do`}
        rows={7}
        resize="vertical"
        maxLength={DETAILS_MAX}
        required
        {...form.getInputProps('details')}
      />
    </SenderForm>
  );
}
