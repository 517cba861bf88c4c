import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '../../../sdk';
import { validation } from '../../shared/messages';
import { checkPersonalId } from './personalId';

/** The places of checkout a problem is shown beside. */
type ProblemPlace = 'address' | 'shipping' | 'personalId' | 'cart';
export type Problems = Partial<Record<ProblemPlace, string>>;

interface Choices {
  addressId: string | null;
  courierId: string | null;
  needsPersonalId: boolean;
  personalId: string;
}

/** What must be fixed before the order can be sent, as messages to translate. */
export function checkoutProblems(choices: Choices): Partial<Record<ProblemPlace, MessageDescriptor>> {
  const problems: Partial<Record<ProblemPlace, MessageDescriptor>> = {};
  if (!choices.addressId) problems.address = validation.addressRequired;
  if (!choices.courierId) problems.shipping = validation.required;
  if (choices.needsPersonalId) {
    const personalId = checkPersonalId(choices.personalId);
    if (personalId) problems.personalId = personalId;
  }
  return problems;
}

// The server's field names (contract `PlaceOrderInput`, the 422 examples) and where each is shown.
const PLACES: Record<string, ProblemPlace> = {
  address_id: 'address',
  shipping_company_id: 'shipping',
  personal_id: 'personalId',
  cart: 'cart',
  // The price held at checkout ran out: said beside the summary, where the new total shows.
  quote_id: 'cart',
};

/** The server's own words of a refused order, beside the section they are about; empty when none fits. */
export function serverProblems(error: unknown): Problems {
  if (!isApiError(error) || error.status !== 422) return {};
  const problems: Problems = {};
  for (const [field, place] of Object.entries(PLACES)) {
    const message = error.firstFieldError(field);
    if (message) problems[place] = message;
  }
  return problems;
}
