import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useRef, useState } from 'react';
import { useKeptInput } from '../../shared/keptInput';
import { showServerFieldErrors } from '../../shared/serverFieldErrors';
import { useAuth } from '../auth';
import { AddressFields } from './AddressFields';
import { addressRules, initialValues, NOBODY, receiverOf, toAddressInput, type AddressValues, type Receiver } from './addressValues';
import { useAddAddress } from './api';
import { KEPT_EDITED_ADDRESS, KEPT_NEW_ADDRESS, type KeptAddress } from './keptAddress';
import { LocationPicker } from './LocationPicker';
import { ReceiverFields } from './ReceiverFields';
import type { Address, AddressInput } from './types';

interface AddressFormProps {
  /** Called with the address as the server saved it. */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  /** Editing: the saved address whose values fill the form. Without it the form adds a new one. */
  address?: Address;
  /**
   * How the values are saved; adding (POST /addresses, with its toasts) unless given, e.g. PUT for
   * editing. A rejection with an ApiError puts the server's field messages beside the fields.
   */
  submit?: (input: AddressInput) => Promise<Address>;
}

// Server field names that the form keeps under another name.
const SERVER_ALIASES: Record<string, keyof AddressValues> = {
  receiver_dialcode: 'receiver_country',
  'location.lat': 'location',
  'location.lng': 'location',
};

const receiverPart = ({ receiver_name, receiver_country, receiver_phone }: AddressValues): Receiver => ({
  receiver_name,
  receiver_country,
  receiver_phone,
});

/** A shipping address: where, the point on the map, who receives it. Adds one, or edits `address`. */
export function AddressForm({ onSaved, onCancel, address, submit }: AddressFormProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const add = useAddAddress();
  const name = `address${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const form = useForm<AddressValues>({
    name,
    initialValues: initialValues(address, user),
    validate: addressRules,
    validateInputOnBlur: true,
  });
  // Unsaved typing survives a session that ends (the way to sign in and back).
  const id = address?.id ?? null;
  useKeptInput<KeptAddress>(address ? KEPT_EDITED_ADDRESS : KEPT_NEW_ADDRESS, user?.id, {
    keep: () => (form.isDirty() ? { id, values: form.getValues() } : undefined),
    restore: (kept) => {
      if (kept.id === id) form.setValues(kept.values);
    },
  });
  // Switching the receiver back and forth keeps what was typed for each of them.
  const stashed = useRef<{ own: Receiver; other: Receiver }>({
    own: address?.is_another_receiver ? receiverOf(user) : receiverPart(form.getValues()),
    other: address?.is_another_receiver ? receiverPart(form.getValues()) : NOBODY,
  });
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const setAnotherReceiver = (another: boolean) => {
    const current = receiverPart(form.getValues());
    if (another) stashed.current.own = current;
    else stashed.current.other = current;
    form.setValues({ ...(another ? stashed.current.other : stashed.current.own), is_another_receiver: another });
    form.clearFieldError('receiver_name');
    form.clearFieldError('receiver_phone');
  };

  const save = async (values: AddressValues) => {
    // Pressed once: a second press or a double click while the call is on its way does nothing.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const saved = await (submit ?? add.mutateAsync)(toAddressInput(values));
      // A form that stays on screen after adding starts empty, so the same address is not sent twice.
      if (!address) {
        form.reset();
        stashed.current.other = NOBODY;
      }
      onSaved(saved);
    } catch (error) {
      showServerFieldErrors(form, error, SERVER_ALIASES);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first as keyof AddressValues)?.focus();
  };

  const location = form.getInputProps('location');
  return (
    <form onSubmit={(event) => form.onSubmit(save, focusFirstError)(event)} noValidate aria-label={address ? t`Edit address` : t`New address`}>
      <Stack gap="lg">
        <AddressFields form={form} />
        <LocationPicker value={form.getValues().location} onChange={(point) => form.setFieldValue('location', point)} error={location.error} />
        <Divider />
        <ReceiverFields form={form} onAnotherReceiver={setAnotherReceiver} />
        <Stack gap="sm">
          <Checkbox label={t`Notify me about this order`} {...form.getInputProps('notify_on_order', { type: 'checkbox' })} />
          <Checkbox label={t`Make this my default address`} {...form.getInputProps('is_default', { type: 'checkbox' })} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {address ? <Trans>Save changes</Trans> : <Trans>Save address</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
