import { useIsMutating, useMutation, useQueryClient, type MutationKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError, type ApiClient } from '../../sdk';
import { apiClient } from './api';
import { NOTICE_MESSAGES, type NoticeName } from './notice';
import { notify, type ToastWithLink } from './notify';
import { notifyFailure } from './showApiError';

// One declaration per write of the shopper's (a feature's writes.ts): its API call, the change the
// shopper sees at once and its undo, its messages and the plain form it takes. The app's mutation
// (useWrite) and the store server's form action (src/server/formActions.ts) are both made from it.

/** A plain form's fields, read as the API wants them. */
export class FormFields {
  constructor(private readonly form: FormData) {}
  text(name: string): string {
    const value = this.form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  }
  /** A whole number of at least `min`, or undefined. */
  count(name: string, min = 1): number | undefined {
    const text = this.text(name);
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    return value >= min ? value : undefined;
  }
}

/** A form that lacks what its write needs (a missing id, an empty coupon). */
export class BadForm extends Error {}

/** The value, or a BadForm when the form did not carry it. */
export const required = <T>(value: T | undefined): T => {
  if (value === undefined) throw new BadForm('A field of the form is missing or wrong');
  return value;
};

/** Puts back what a write changed at once. */
export type Undo = () => void;

export interface Write<Input> {
  /** The API call, with the browser's client in the app and the server's for a plain form. */
  send: (api: ApiClient, input: Input) => Promise<unknown>;
  /** The change the shopper sees at once (every card, the header's count); returns its undo. */
  change?: (cache: QueryClient, input: Input) => Undo | Promise<Undo>;
  /** What the write makes stale, asked again once it has settled. */
  stale?: (input: Input) => QueryKey[];
  /** Puts the answer's figures in the cache (the cart's new summary). */
  answered?: (cache: QueryClient, answer: unknown, input: Input) => void;
  /** Writes of one scope are sent one after another (the cart's: two changes never race). */
  scope?: { id: string };
  /** What it says, in the shopper's language: done, a guest or a 401, any other failure. */
  messages: { done: NoticeName | ((input: Input) => NoticeName); login: NoticeName; failed: NoticeName };
  /** The API's field whose message says why it refused (a 422: "only 3 left"), said instead of `failed`. */
  apiField?: string;
  /** As a plain form the store's server answers (POST /actions/<name>), before or without the app's code. */
  form?: {
    name: string;
    read: (fields: FormFields) => Input;
    /** The hidden fields the page's form carries for `input` (what the shopper does not type). */
    fields?: (input: Input) => Record<string, string | number>;
    /** The field a refusal is about, shown beside it. */
    field?: (fields: FormFields) => string;
    /** What it says when the form lacks what the shopper had to type. */
    missing?: NoticeName;
    /** The field typed by the shopper that comes back with a refusal (never anything secret). */
    keep?: string;
  };
}

/** Types a declaration by its input. */
export const defineWrite = <Input>(write: Write<Input>): Write<Input> => write;

/** What the write says once done. */
export const doneNotice = <Input>(write: Write<Input>, input: Input): NoticeName =>
  typeof write.messages.done === 'function' ? write.messages.done(input) : write.messages.done;

/** The address of a write's plain form. */
export const actionOf = (write: { form?: { name: string } }): string => `/actions/${write.form?.name ?? ''}`;

interface WriteOptions<Input> {
  /** A guest is asked to sign in, and nothing is sent. */
  signedIn: boolean;
  /** Taps on one thing share it: one call at a time, and every button of it shows the spinner. */
  key?: MutationKey;
  /** A toast richer than the notice's words (which piece, and a link to the cart). */
  doneToast?: (input: Input) => ToastWithLink | undefined;
  /**
   * Asked when its turn comes behind the scope's other writes: false sends nothing and says
   * nothing (a quantity typed again meanwhile: the last value wins).
   */
  stillWanted?: (input: Input) => boolean;
}

/** What the caller does after one run, beside the write's own toasts. */
interface RunCallbacks {
  onDone?: () => void;
  /** After a refusal, once the change is undone. */
  onFailed?: () => void;
  /** The API's reason for the write's field (`apiField`), said there by the caller instead of a toast. */
  onRefused?: (reason: string) => void;
}

interface WriteRun<Input> {
  /** Sends it; false (nothing sent) for a guest, or while the last one of its key is on its way. */
  run: (input: Input, callbacks?: RunCallbacks) => boolean;
  pending: boolean;
}

const SKIPPED = Symbol('skipped');

/** The app's mutation of a write: the change at once, the undo and its toast on a refusal, the stale queries asked again. */
export function useWrite<Input>(write: Write<Input>, { signedIn, key, doneToast, stillWanted }: WriteOptions<Input>): WriteRun<Input> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: key,
    scope: write.scope,
    mutationFn: ({ input }: { input: Input; callbacks: RunCallbacks }) =>
      stillWanted && !stillWanted(input) ? Promise.resolve(SKIPPED) : write.send(apiClient, input),
    onMutate: async ({ input }) => ({ undo: await write.change?.(queryClient, input) }),
    onSuccess: (answer, { input, callbacks }) => {
      if (answer === SKIPPED) return;
      write.answered?.(queryClient, answer, input);
      if (!stillWanted || stillWanted(input)) notify(doneToast?.(input) ?? NOTICE_MESSAGES[doneNotice(write, input)], 'success');
      callbacks.onDone?.();
    },
    onError: (error, { callbacks }, context) => {
      context?.undo?.();
      callbacks.onFailed?.();
      const refusal = isApiError(error) && error.status === 401 ? write.messages.login : write.messages.failed;
      const serverSays = isApiError(error) && error.status === 422 && write.apiField ? error.firstFieldError(write.apiField) : undefined;
      if (serverSays && callbacks.onRefused) callbacks.onRefused(serverSays);
      else notifyFailure(error, serverSays ?? NOTICE_MESSAGES[refusal]);
    },
    onSettled: (answer, _error, { input }) =>
      answer === SKIPPED ? undefined : Promise.all((write.stale?.(input) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const sameKeyPending = useIsMutating({ mutationKey: key, predicate: () => key !== undefined }) > 0;

  // A second tap before the page has drawn the first one's spinner finds it still on its way.
  const sending = useRef(false);
  function run(input: Input, callbacks: RunCallbacks = {}) {
    if (!signedIn) {
      notify(NOTICE_MESSAGES[write.messages.login], 'info');
      return false;
    }
    if (key && (sending.current || queryClient.isMutating({ mutationKey: key }) > 0)) return false;
    sending.current = true;
    mutation.mutate({ input, callbacks }, { onSettled: () => (sending.current = false) });
    return true;
  }
  return { run, pending: key ? sameKeyPending : mutation.isPending };
}
