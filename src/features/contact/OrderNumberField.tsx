import { useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery } from '../orders';
import { ORDER_NUMBER_MAX } from './complaintValues';

interface OrderNumberFieldProps {
  /** The form's props for the order number. */
  field: GetInputPropsReturnType;
  signedIn: boolean;
}

const icon = <IconReceipt size={18} stroke={1.5} aria-hidden />;

/**
 * The optional order of a complaint: a signed-in shopper picks one of their latest orders; a guest,
 * or a shopper whose orders did not load or who has none here, types the number.
 */
export function OrderNumberField({ field, signedIn }: OrderNumberFieldProps) {
  const { t } = useLingui();
  const orders = useQuery({ ...ordersQuery(), enabled: signedIn });
  const label = t`Order number`;
  const description = t`Optional`;

  if (signedIn && (orders.isPending || (orders.data?.data.length ?? 0) > 0)) {
    const numbers = orders.data?.data.map((order) => order.order_number) ?? [];
    return (
      <Select
        label={label}
        description={t`Optional: the order the complaint is about`}
        placeholder={orders.isPending ? t`Loading your orders…` : t`Choose an order`}
        data={numbers}
        disabled={orders.isPending}
        clearable
        searchable
        nothingFoundMessage={t`No order with this number`}
        leftSection={icon}
        clearButtonProps={{ 'aria-label': t`Clear the order number` }}
        {...field}
        // The form keeps '' for "no order"; the select shows its placeholder only for null.
        value={field.value || null}
        onChange={(value) => field.onChange(value ?? '')}
      />
    );
  }
  return (
    <TextInput
      label={label}
      description={description}
      placeholder="ORD-5002"
      maxLength={ORDER_NUMBER_MAX}
      dir="ltr"
      leftSection={icon}
      {...field}
    />
  );
}
