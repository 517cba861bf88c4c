import { useForm } from '@mantine/form';
import { rule } from '../../../shared/validation';
import { checkCardHolder, checkCardNumber, checkCvv, checkExpiry } from './cardRules';

/** What the shopper types on the card form. Lives only in this form's React state. */
export interface CardValues {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

const EMPTY: CardValues = { number: '', expiry: '', cvv: '', name: '' };

/**
 * The card form's state and card rules, checked on blur and on submit.
 *
 * Deliberately plain: no `name` (Mantine's form actions would keep a global handle on it), no
 * persistence, nothing copied into a query, the URL or storage. The values die with the
 * component that owns the form, and CardFields empties them when it leaves the screen.
 */
export function useCardForm() {
  return useForm<CardValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      number: rule(checkCardNumber),
      expiry: rule(checkExpiry),
      cvv: rule(checkCvv),
      name: rule(checkCardHolder),
    },
    validateInputOnBlur: true,
  });
}

export type CardForm = ReturnType<typeof useCardForm>;
