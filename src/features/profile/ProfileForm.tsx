import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { isApiError } from '../../../sdk';
import { showServerFieldErrors } from '../../shared/serverFieldErrors';
import { useKeptInput } from '../../shared/keptInput';
import { showApiError } from '../../shared/showApiError';
import { notify } from '../../shared/notify';
import { PersonalFields } from '../../shared/ui/PersonalFields';
import type { User } from '../auth';
import { useUpdateProfile } from './api';
import { AvatarPicker } from './AvatarPicker';
import { BirthDateField } from '../../shared/ui/BirthDateField';
import { profileRules, profileValuesOf, toProfileChange, type ProfileValues } from './profileValues';

// Server field names that the form keeps under another name.
const SERVER_ALIASES: Record<string, keyof ProfileValues> = { dialcode: 'country_code' };

/** The shopper's details and picture, saved together through POST /user/profile. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(user),
    validate: profileRules,
    validateInputOnBlur: true,
  });
  // Unsaved details survive a session that ends (the way to sign in and back); never the picture, a file.
  useKeptInput<ProfileValues>('profile', user.id, {
    keep: () => (form.isDirty() ? { ...form.getValues(), avatar: null } : undefined),
    restore: (kept) => form.setValues(kept),
  });
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const save = async (values: ProfileValues) => {
    // Pressed once: a second press while the call is on its way does nothing.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await update.mutateAsync(toProfileChange(values));
      // What was typed stays as it is; the picture is saved now, so the chosen file is let go.
      form.setFieldValue('avatar', null);
      form.resetDirty();
    } catch (error) {
      const placed = showServerFieldErrors(form, error, SERVER_ALIASES);
      // The server's own words when it gave them, else the shared handler's.
      if (isApiError(error) && error.status === 422 && !placed && error.message) notify(error.message, 'error');
      else if (!placed) showApiError(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first as keyof ProfileValues)?.focus();
  };

  const values = form.getValues();
  const birthDate = form.getInputProps('birth_date');
  return (
    <form onSubmit={(event) => form.onSubmit(save, focusFirstError)(event)} noValidate aria-label={t`Personal details`}>
      <Stack gap="md">
        <AvatarPicker
          saved={user.avatar}
          gender={values.gender}
          file={values.avatar}
          onChange={(file) => {
            form.setFieldValue('avatar', file);
            form.clearFieldError('avatar');
          }}
          onRefused={(message) => form.setFieldError('avatar', message)}
          error={form.errors.avatar as string | undefined}
        />
        <PersonalFields form={form} />
        <BirthDateField value={String(birthDate.value ?? '')} onChange={(date) => form.setFieldValue('birth_date', date)} error={birthDate.error as string | undefined} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
