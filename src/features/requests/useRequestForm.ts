import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { isApiError, type components, type MultipartBody } from '../../../sdk';
import { successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { showServerFieldErrors } from '../../shared/serverFieldErrors';
import { failureMessage, showApiError } from '../../shared/showApiError';
import { MAX_ATTACHMENTS } from './attachmentRules';
import type { RequestValues } from './requestValues';
import { useRequestUpload } from './useRequestUpload';

type RequestPath = '/maintenance-requests' | '/design-requests';
type Receipt = components['schemas']['RequestReceiptResponse'];

/** The server names a picture's problem `attachments.<n>`: it is shown under the pictures. */
const ATTACHMENT_ERRORS = Object.fromEntries(
  Array.from({ length: MAX_ATTACHMENTS }, (_, index) => [`attachments.${index}`, 'attachments'] as const),
);

/** What a request form's page shows of the sending: see useRequestForm. */
export interface RequestFormState {
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  progress: number | null;
  receipt: { message?: string; reference: string } | null;
  failure: string | null;
}

/**
 * Sends a request form once it passes its rules: busy and pressable once while sending, the upload's
 * progress, on success the receipt and a reset form, on failure the reason with every field and
 * picture kept (the server's field messages beside their fields).
 */
export function useRequestForm<Values extends RequestValues, P extends RequestPath>(
  form: UseFormReturnType<Values>,
  path: P,
  toBody: (values: Values) => MultipartBody<P>,
): RequestFormState {
  const { i18n } = useLingui();
  const sending = useRequestUpload(path);
  // A second press in the same moment, before the button shows it is busy, sends nothing.
  const busy = useRef(false);
  const [receipt, setReceipt] = useState<{
    message?: string;
    reference: string;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    setReceipt(null);
    sending.mutate(toBody(values), {
      onSuccess: (answer) => {
        const { message, data } = answer as Receipt;
        form.reset();
        setReceipt({ message, reference: data.reference });
        notify(message ?? successes.messageSent, 'success');
      },
      onError: (error) => {
        showServerFieldErrors(form, error, ATTACHMENT_ERRORS as Record<string, keyof Values>);
        if (isApiError(error) && error.status === 422) setFailure(error.message);
        else {
          setFailure(i18n._(failureMessage(error)));
          showApiError(error);
        }
      },
      onSettled: () => {
        busy.current = false;
      },
    });
  };
  // The first field to fix gets the focus, so its message is read out.
  const focusFirstProblem = () => window.setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
  const submit = (event?: React.FormEvent<HTMLFormElement>) => form.onSubmit(send, focusFirstProblem)(event);

  return {
    submit,
    sending: sending.isPending,
    progress: sending.progress,
    receipt,
    failure,
  };
}
