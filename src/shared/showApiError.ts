import type { MessageDescriptor } from '@lingui/core';
import { isApiError, isSessionEnd } from '../../sdk';
import { errors, failures } from './messages';
import { notify } from './notify';

/** No answer because the browser is offline: said as such, not as the call's failure. */
const isOffline = (error: unknown) => isApiError(error) && error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine;

/** The toast the shared failure handler shows for a status. */
export function failureMessage(error: unknown): MessageDescriptor {
  if (isSessionEnd(error)) return failures.sessionEnded;
  if (isOffline(error)) return errors.offline;
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return failures.notFound;
  if (status === 401) return failures.unauthorized;
  if (status === 403) return failures.forbidden;
  return failures.other;
}

/**
 * The shared failure handler: one toast, in the stored language, by the answer's status. None for
 * a session that ended: the auth provider has said so once for all the calls that failed with it.
 */
export function showApiError(error: unknown): void {
  if (isSessionEnd(error)) return;
  notify(failureMessage(error), 'error');
}

/** A screen's own failure toast, unless the failure was the session ending (said once already). */
export function notifyFailure(error: unknown, message: MessageDescriptor | string): void {
  if (isSessionEnd(error)) return;
  notify(isOffline(error) ? errors.offline : message, 'error');
}
