import { Trans, useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { successes } from '../../shared/messages';
import { useAuth } from '../auth';
import { useSendContactMessage } from './api';
import { contactInitialValues, contactRules, MESSAGE_MAX, SUBJECT_MAX, toContactMessage, type ContactValues } from './contactValues';
import { SenderForm } from './SenderForm';
import { SentPanel } from './SentPanel';
import { useSendOnce } from './useSendOnce';

/** The contact page's form: who writes, about what, and the message. */
export function ContactForm() {
  const { t } = useLingui();
  const { user } = useAuth();
  const send = useSendContactMessage();
  const form = useForm<ContactValues>({
    name: 'contact',
    initialValues: contactInitialValues(user),
    validate: contactRules,
    validateInputOnBlur: true,
  });
  const { submit, busy, receipt } = useSendOnce(form, (values) => send.mutateAsync(toContactMessage(values)), successes.messageSent);

  return (
    <SenderForm
      form={form}
      label={t`Contact form`}
      submit={submit}
      busy={busy}
      sendLabel={<Trans>Send message</Trans>}
      sent={
        receipt && (
          <SentPanel title={t(successes.messageSent)}>
            <Trans>
              Thank you for writing to us. Our team reads every message and answers by e-mail or phone, usually within one working day.
            </Trans>
          </SentPanel>
        )
      }
    >
      <TextInput label={t`Subject`} maxLength={SUBJECT_MAX} required {...form.getInputProps('subject')} />
      <Textarea label={t`Message`} rows={6} resize="vertical" maxLength={MESSAGE_MAX} required {...form.getInputProps('message')} />
    </SenderForm>
  );
}
