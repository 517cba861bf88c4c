import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { api } from '../../../shared/api';
import { successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { showApiError } from '../../../shared/showApiError';
import { emailRules, type EmailValues } from '../validation';
import { AuthCard } from './AuthCard';
import { EmailField } from '../../../shared/ui/EmailField';
import { showServerFieldErrors } from '../../../shared/serverFieldErrors';

/** /forgetPassword: the account's email, to which a reset code is sent. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = api.useMutation('post', '/user/auth/forgot-password');
  const form = useForm<EmailValues>({
    initialValues: { email: '' },
    validate: emailRules,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    if (forgot.isPending) return;
    const email = values.email.trim();
    forgot.mutate(
      { body: { email } },
      {
        onSuccess: () => {
          notify(successes.otpSent, 'success');
          void navigate({ to: '/ResetPassword', search: { email } });
        },
        onError: (error: unknown) => {
          showServerFieldErrors(form, error);
          // 404 is "User Not Found", from the shared handler.
          showApiError(error);
        },
      },
    );
  });

  return (
    <AuthCard
      title={<Trans>Forgot password</Trans>}
      description={<Trans>Enter your account's email and we will send you a code to set a new password.</Trans>}
      footer={
        <Anchor component={Link} to="/login" fw={700}>
          <Trans>Back to log in</Trans>
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            <Trans>Send code</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
