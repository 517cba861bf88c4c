import type { components } from '../../../sdk';
import { maxLength, minLength, required, rule } from '../../shared/validation';
import type { User } from '../auth';
import { senderBody, senderOf, senderRules, type SenderValues } from './senderValues';

export type Complaint = components['schemas']['ComplaintRequest'];

export interface ComplaintValues extends SenderValues {
  /** Optional: the order the complaint is about. */
  order_number: string;
  details: string;
}

export const DETAILS_MAX = 2000;
export const ORDER_NUMBER_MAX = 30;

export const complaintInitialValues = (user: User | undefined): ComplaintValues => ({ ...senderOf(user), order_number: '', details: '' });

export const complaintRules = {
  ...senderRules<ComplaintValues>(),
  order_number: rule<string, ComplaintValues>(maxLength(ORDER_NUMBER_MAX)),
  details: rule<string, ComplaintValues>(required, minLength(2), maxLength(DETAILS_MAX)),
};

export function toComplaint(values: ComplaintValues): Complaint {
  const orderNumber = values.order_number.trim();
  return {
    ...senderBody(values),
    ...(orderNumber ? { order_number: orderNumber } : {}),
    details: values.details.trim(),
  };
}
