import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { isApiError } from '../../../../sdk';
import { useLanguage } from '../../../shared/language';
import { errors } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { showApiError } from '../../../shared/showApiError';
import { loginRules, type LoginValues } from '../validation';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from './PasswordField';
import { showServerFieldErrors } from '../../../shared/serverFieldErrors';
import { useSignIn } from './useSignIn';
import { useSessionCall } from '../sessionCalls';
import { EmailField } from '../../../shared/ui/EmailField';
import { useFieldNotice, useNotice } from '../../../shared/useNotice';
import { useTypedBeforeApp } from '../../../shared/useTypedBeforeApp';

/** /login: email and password. Where the shopper goes next is the `_guest` guard's business. */
export function LoginPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const login = useSessionCall('login');
  // Posted before the app had the page (a plain form: the store's server signs in), and refused:
  // the e-mail as it was typed comes back, and why.
  const notice = useNotice();
  const refusedEmail = useFieldNotice('email');
  const refusedPassword = useFieldNotice('password');
  const form = useForm<LoginValues>({
    initialValues: { email: notice?.values?.email ?? '', password: '' },
    initialErrors: { ...(refusedEmail ? { email: refusedEmail } : {}), ...(refusedPassword ? { password: refusedPassword } : {}) },
    validate: loginRules,
    validateInputOnBlur: true,
  });
  const formElement = useTypedBeforeApp(form);
  const redirect = useRouterState({ select: (state) => (state.location.search as { redirect?: string }).redirect });

  const submit = form.onSubmit((values) => {
    if (login.isPending) return;
    const body = { email: values.email.trim(), password: values.password };
    login.mutate(
      body,
      {
        onSuccess: (answer) => signIn(answer.data),
        onError: (error: unknown) => {
          if (!isApiError(error)) return showApiError(error);
          if (error.status === 401) return notify(errors.loginIncorrect, 'error');
          if (error.status === 422 && error.fieldErrors.email_verified_at) {
            // Not verified yet: the server's words in Arabic, "Please Verify Email Address" in English,
            // then the code page.
            const serverMessage = error.firstFieldError('email_verified_at') ?? error.message;
            notify(language === 'ar' ? serverMessage : errors.verifyEmail, 'error');
            void navigate({ to: '/VerifyEmail', search: { email: body.email } });
            return;
          }
          showServerFieldErrors(form, error);
          showApiError(error);
        },
      },
    );
  });

  return (
    <AuthCard
      title={<Trans>Log in</Trans>}
      description={<Trans>Welcome back. Sign in to follow your orders and favourites.</Trans>}
      footer={
        <Trans>
          New to the store?{' '}
          <Anchor component={Link} to="/Register" fw={700}>
            Create an account
          </Anchor>
        </Trans>
      }
    >
      {/* Before (or without) the app's JavaScript the store's server signs in (src/server/session.ts). */}
      <form ref={formElement} method="post" action="/session/login" onSubmit={submit} noValidate>
        {redirect && <input type="hidden" name="redirect" value={redirect} />}
        <Stack gap="md">
          <EmailField name="email" {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordField name="password" label={t`Password`} autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgetPassword" size="sm">
                <Trans>Forgot your password?</Trans>
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            <Trans>Log in</Trans>
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
