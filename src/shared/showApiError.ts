import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '../../sdk';
import { failures } from './messages';
import { notify } from './notify';

/** The toast the shared failure handler shows for a status (SPEC §8). */
export function failureMessage(error: unknown): MessageDescriptor {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return failures.notFound;
  if (status === 401) return failures.unauthorized;
  if (status === 403) return failures.forbidden;
  return failures.other;
}

/** The shared failure handler: one toast, in the stored language, by the answer's status. */
export function showApiError(error: unknown): void {
  notify(failureMessage(error), 'error');
}
