import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { isApiError } from '../../../../sdk';
import { api } from '../../../shared/api';
import { errors, successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { showApiError } from '../../../shared/showApiError';
import { verifyEmailRules, type VerifyEmailValues } from '../validation';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { EmailField } from '../../../shared/ui/EmailField';
import { ResendCodeButton } from './ResendCodeButton';
import { showServerFieldErrors } from '../../../shared/serverFieldErrors';
import { useCodeError } from './useCodeError';
import { useSignIn } from './useSignIn';
import { useSessionCall } from '../sessionCalls';
import { asText } from '../../../shared/ui/asText';
import type { ReactNode } from 'react';

/** /VerifyEmail?email=…: the 6-digit code from the email; a right code signs the shopper in. */
export function VerifyEmailPage({ email }: { email?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const signIn = useSignIn(successes.verified);
  const codeError = useCodeError();
  const verify = useSessionCall('verify-email');
  const resend = api.useMutation('post', '/user/auth/resend-code');
  const form = useForm<VerifyEmailValues>({
    initialValues: { email: email ?? '', code: '' },
    validate: verifyEmailRules,
    validateInputOnBlur: ['email'],
  });

  const submit = form.onSubmit((values) => {
    if (verify.isPending) return;
    verify.mutate(
      { email: values.email.trim(), code: values.code },
      {
        onSuccess: (answer) => signIn(answer.data),
        onError: (error: unknown) => {
          if (isApiError(error) && error.status === 422) {
            showServerFieldErrors(form, error);
            if (error.fieldErrors.code || !error.fieldErrors.email) {
              form.setFieldError('code', codeError());
              notify(errors.otpInvalid, 'error');
              return;
            }
          }
          showApiError(error);
        },
      },
    );
  });

  const sendAgain = async () => {
    if (form.validateField('email').hasError) return false;
    try {
      await resend.mutateAsync({ body: { email: form.getValues().email.trim() } });
      notify(successes.otpResent, 'success');
      return true;
    } catch (error) {
      showServerFieldErrors(form, error);
      showApiError(error);
      return false;
    }
  };

  return (
    <AuthCard
      title={<Trans>Verify your email</Trans>}
      description={
        email ? (
          <CodeSentTo email={asText(email)} />
        ) : (
          <Trans>Enter your email and the 6-digit code we sent to it.</Trans>
        )
      }
      footer={
        <Anchor component={Link} to="/login" fw={700}>
          <Trans>Back to log in</Trans>
        </Anchor>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {!email && <EmailField {...form.getInputProps('email')} />}
          <CodeField
            autoFocus={Boolean(email)}
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            // All six digits in: send them, as the shopper would expect.
            onComplete={() => formRef.current?.requestSubmit()}
            error={form.errors.code}
          />
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            <Trans>Verify</Trans>
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm" c="dimmed">
              <Trans>Didn't get the code?</Trans>
            </Text>
            <ResendCodeButton send={sendAgain} sending={resend.isPending} />
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** The address the code went to comes from the page's address: an element, so Lingui reads no tags in it. */
function CodeSentTo({ email }: { email: ReactNode }) {
  return (
    <Trans>
      Enter the 6-digit code we sent to{' '}
      <Text span fw={700} c="var(--mantine-color-text)" dir="ltr">
        <bdi>{email}</bdi>
      </Text>
    </Trans>
  );
}
