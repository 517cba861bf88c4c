import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '../../sdk';

/**
 * Puts the field errors of a failed call (a 422's `errors`) on the form's fields, first message
 * each, so the shopper sees what to fix where they typed it. A server key that is named
 * differently in the form is mapped with `aliases` (e.g. `dialcode` → `country_code`).
 * Nothing typed is touched. Answers whether any error landed on a field.
 */
export function showServerFieldErrors<Values extends object>(
  form: UseFormReturnType<Values>,
  error: unknown,
  aliases: Record<string, keyof Values> = {},
): boolean {
  if (!isApiError(error)) return false;
  const values = form.getValues();
  const found: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = String(aliases[key] ?? key);
    if (messages[0] && field in values && !found[field]) found[field] = messages[0];
  }
  if (Object.keys(found).length === 0) return false;
  form.setErrors((current) => ({ ...current, ...found }));
  return true;
}
