import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CountryCode } from 'libphonenumber-js';
import { isApiError } from '../../../../sdk';
import { useSessionCall } from '../sessionCalls';
import { successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { nationalNumber } from '../../../shared/phoneValidation';
import { showApiError } from '../../../shared/showApiError';
import { registerRules, type Gender, type RegisterValues } from '../validation';
import { AuthCard } from './AuthCard';
import { DEFAULT_COUNTRY, dialCodeOf } from '../../../shared/ui/countryOptions';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from './PasswordField';
import { BirthDateField } from '../../../shared/ui/BirthDateField';
import { PersonalFields } from '../../../shared/ui/PersonalFields';
import { showServerFieldErrors } from '../../../shared/serverFieldErrors';

/** /Register: a new account, which then has to verify its email with a code. */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const register = useSessionCall('register');
  const form = useForm<RegisterValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      country_code: DEFAULT_COUNTRY,
      phone: '',
      gender: '',
      birth_date: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    validate: registerRules,
    validateInputOnBlur: true,
  });

  const birthDate = form.getInputProps('birth_date');
  const submit = form.onSubmit((values) => {
    if (register.isPending) return;
    const country = values.country_code as CountryCode;
    const email = values.email.trim();
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email,
      phone: nationalNumber(values.phone, country),
      dialcode: dialCodeOf(country),
      country_code: country,
      gender: values.gender as Gender,
      ...(values.birth_date ? { birth_date: values.birth_date } : {}),
      password: values.password,
      password_confirmation: values.password_confirmation,
      terms: true as const,
    };
    register.mutate(
      body,
      {
        // The account signs in once its email is verified (the store's server keeps no token for it).
        onSuccess: () => {
          notify(successes.registered, 'success');
          void navigate({ to: '/VerifyEmail', search: { email } });
        },
        onError: (error: unknown) => {
          showServerFieldErrors(form, error, { dialcode: 'country_code' });
          // The first message of email, phone, dialcode or country_code; else the shared handler.
          const first = isApiError(error) && error.status === 422 ? error.firstFieldError('email', 'phone', 'dialcode', 'country_code') : undefined;
          if (first) notify(first, 'error');
          else showApiError(error);
        },
      },
    );
  });

  return (
    <AuthCard
      title={<Trans>Create an account</Trans>}
      description={<Trans>Join the store to save favourites, check out faster and follow your orders.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={700}>
            Log in
          </Anchor>
        </Trans>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PersonalFields form={form} />
          {/* The profile's calendar, in the shopper's language; the browser's own date field wrote mm/dd/yyyy in Arabic. */}
          <BirthDateField
            value={String(birthDate.value ?? '')}
            onChange={(date) => form.setFieldValue('birth_date', date)}
            error={birthDate.error as string | undefined}
          />
          <PasswordField
            label={t`Password`}
            description={t`At least 8 characters`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Checkbox
            label={
              <Trans>
                I agree to the{' '}
                <Anchor component={Link} to="/usage-agreement" target="_blank" inherit>
                  usage agreement
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to="/private-policy" target="_blank" inherit>
                  privacy policy
                </Anchor>
              </Trans>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            <Trans>Create account</Trans>
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
