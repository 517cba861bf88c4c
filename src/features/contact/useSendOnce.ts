import type { MessageDescriptor } from '@lingui/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../sdk';
import { notify } from '../../shared/notify';
import { showServerFieldErrors } from '../../shared/serverFieldErrors';
import { showApiError } from '../../shared/showApiError';

// The server calls the country's dial code `dialcode`; the form keeps the country instead.
const SERVER_ALIASES: Record<string, string> = { dialcode: 'country_code' };

/** What a successful send answered; `undefined` until one succeeds (and again while the next is sent). */
type Receipt<Answer> = { answer: Answer } | undefined;

interface SendOnce<Answer> {
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  receipt: Receipt<Answer>;
}

/**
 * Sends a form's values once they pass its rules, one send at a time (a double press sends once).
 * On success the form starts over and the toast says so; on a failure nothing typed is lost and
 * the server's field messages go beside their fields, or the shared toast says what went wrong.
 */
export function useSendOnce<Values extends object, Answer>(
  form: UseFormReturnType<Values>,
  send: (values: Values) => Promise<Answer>,
  sentMessage: MessageDescriptor,
): SendOnce<Answer> {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Receipt<Answer>>();

  const run = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setReceipt(undefined);
    try {
      const answer = await send(values);
      form.reset();
      setReceipt({ answer });
      notify(sentMessage, 'success');
    } catch (error) {
      const onFields = showServerFieldErrors(form, error, SERVER_ALIASES as Record<string, keyof Values>);
      if (onFields && isApiError(error) && error.message) notify(error.message, 'error');
      else showApiError(error);
      if (onFields && isApiError(error))
        focusFirstError(Object.fromEntries(Object.keys(error.fieldErrors).map((key) => [SERVER_ALIASES[key] ?? key, true])));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // The keyboard lands on the first field to fix, whether the rules or the server refused it.
  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors).find((field) => field in form.getValues());
    if (first) form.getInputNode(first as Parameters<typeof form.getInputNode>[0])?.focus();
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(run, focusFirstError)(event);
  return { submit, busy, receipt };
}
