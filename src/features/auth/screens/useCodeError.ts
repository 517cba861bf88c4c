import { useLingui } from '@lingui/react';
import { errors } from '../../../shared/messages';

/** "OTP not valid" (the code is incorrect), in the shopper's language, for the code field. */
export function useCodeError() {
  const { _ } = useLingui();
  return () => _(errors.otpInvalid);
}
