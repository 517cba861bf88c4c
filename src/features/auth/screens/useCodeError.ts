import { useLingui } from '@lingui/react';
import { errors } from '../../../shared/messages';

/** SPEC §8's "OTP not valid", in the shopper's language, for the code field. */
export function useCodeError() {
  const { _ } = useLingui();
  return () => _(errors.otpInvalid);
}
