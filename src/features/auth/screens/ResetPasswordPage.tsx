import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { isApiError } from '../../../../sdk';
import { api } from '../../../shared/api';
import { useSessionCall } from '../sessionCalls';
import { errors, successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { showApiError } from '../../../shared/showApiError';
import { resetPasswordRules, type ResetPasswordValues } from '../validation';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { EmailField } from '../../../shared/ui/EmailField';
import { PasswordField } from './PasswordField';
import { ResendCodeButton } from './ResendCodeButton';
import { showServerFieldErrors } from '../../../shared/serverFieldErrors';
import { useCodeError } from './useCodeError';
import { asText } from '../../../shared/ui/asText';
import type { ReactNode } from 'react';

/** /ResetPassword?email=…: the emailed code and a new password; then the shopper logs in with it. */
export function ResetPasswordPage({ email }: { email?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const codeError = useCodeError();
  const reset = useSessionCall('reset-password');
  const forgot = api.useMutation('post', '/user/auth/forgot-password');
  const form = useForm<ResetPasswordValues>({
    initialValues: { email: email ?? '', code: '', password: '', password_confirmation: '' },
    validate: resetPasswordRules,
    validateInputOnBlur: ['email', 'password', 'password_confirmation'],
  });

  const submit = form.onSubmit((values) => {
    if (reset.isPending) return;
    reset.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: () => {
          notify(successes.passwordReset, 'success');
          void navigate({ to: '/login' });
        },
        onError: (error: unknown) => {
          showServerFieldErrors(form, error);
          if (isApiError(error) && error.status === 422 && error.fieldErrors.code) {
            form.setFieldError('code', codeError());
            notify(errors.otpInvalid, 'error');
            return;
          }
          showApiError(error);
        },
      },
    );
  });

  const sendAgain = async () => {
    if (form.validateField('email').hasError) return false;
    try {
      await forgot.mutateAsync({ body: { email: form.getValues().email.trim() } });
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
      title={<Trans>Reset password</Trans>}
      description={
        email ? (
          <CodeSentTo email={asText(email)} />
        ) : (
          <Trans>Enter your email, the code we sent to it, and a new password.</Trans>
        )
      }
      footer={
        <Anchor component={Link} to="/login" fw={700}>
          <Trans>Back to log in</Trans>
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!email && <EmailField {...form.getInputProps('email')} />}
          <CodeField autoFocus={Boolean(email)} value={form.values.code} onChange={(code) => form.setFieldValue('code', code)} error={form.errors.code} />
          <PasswordField
            label={t`New password`}
            description={t`At least 8 characters`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirm new password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            <Trans>Save new password</Trans>
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm" c="dimmed">
              <Trans>Didn't get the code?</Trans>
            </Text>
            <ResendCodeButton send={sendAgain} sending={forgot.isPending} />
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
      Enter the code we sent to{' '}
      <Text span fw={700} c="var(--mantine-color-text)" dir="ltr">
        <bdi>{email}</bdi>
      </Text>{' '}
      and choose a new password.
    </Trans>
  );
}
