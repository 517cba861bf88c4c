import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import parsePhoneNumber from 'libphonenumber-js';
import { latinDigits } from '../../../shared/digits';
import { errors, validation } from '../../../shared/messages';
import { rule } from '../../../shared/validation';
import messageLine from '../../../shared/ui/messageLine.module.css';
// Digits left to right in Arabic too, and a field's error right under it, as the card's fields.
import { INPUT_THEN_ERROR, LTR } from './CardForm';

// STC Pay: its rules (the Saudi mobile registered with STC Pay, the 6-digit one-time code) as pure
// functions, the form's state that holds what was typed, the mobile's field (the first step, with
// the other ways to pay) and the code's step (once the gateway started the payment and STC Pay
// texted the code). The gateway checks both again; these save it a round trip.

/** How long STC Pay's one-time code is. */
export const STC_PAY_CODE_LENGTH = 6;

/**
 * The mobile as STC Pay knows it, 05 and 8 digits, or null when the text is no Saudi mobile.
 * Taken as people type it: 05…, 5…, +966 5…, 00966 5… or 966 5…, with spaces, dashes or
 * brackets, in Arabic-Indic digits too (libphonenumber-js takes the dial code and trunk 0 off).
 */
function saudiMobile(typed: string): string | null {
  const compact = latinDigits(typed).replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const number = parsePhoneNumber(compact, 'SA');
  // Saudi mobiles are the numbers of 9 digits from 5; the rest of +966 are landlines.
  if (!number || number.country !== 'SA' || !number.isValid() || !/^5\d{8}$/.test(number.nationalNumber)) return null;
  return `0${number.nationalNumber}`;
}

/** The mobile as the gateway wants it (05xxxxxxxx); what was typed, trimmed, when it is none (the form said so already). */
export function stcPayMobile(typed: string): string {
  return saudiMobile(typed) ?? latinDigits(typed).trim();
}

export function checkStcPayMobile(mobile: string): MessageDescriptor | null {
  if (mobile.trim() === '') return validation.phoneRequired;
  return saudiMobile(mobile) ? null : validation.stcPayMobileInvalid;
}

export function checkStcPayCode(code: string): MessageDescriptor | null {
  const digits = latinDigits(code).trim();
  if (digits === '') return validation.stcPayCodeRequired;
  return new RegExp(`^\\d{${STC_PAY_CODE_LENGTH}}$`).test(digits) ? null : validation.stcPayCodeInvalid;
}

/** What the shopper types for STC Pay. Lives only in this form's React state. */
export interface StcPayValues {
  mobile: string;
  code: string;
}

const EMPTY: StcPayValues = { mobile: '', code: '' };

// Made once: rules made at each render would make the form's setters new at each render too.
const RULES = { mobile: rule(checkStcPayMobile), code: rule(checkStcPayCode) };

/**
 * The STC Pay form's state and rules, checked on blur. Each step checks its own field
 * (`validateField('mobile')` before the payment is made; StcPayCodeStep the code), since the code
 * does not exist yet at the first.
 *
 * As plain as the card's form (useCardForm): no `name`, no persistence, nothing copied into a
 * query, the URL or storage. The number stays while the steps change, so a wrong or expired code
 * never has the shopper type it again; the code is emptied once used or when its step leaves.
 */
export function useStcPayForm() {
  return useForm<StcPayValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: RULES,
    validateInputOnBlur: true,
  });
}

export type StcPayForm = ReturnType<typeof useStcPayForm>;


/** The first step: the mobile registered with STC Pay, where STC Pay texts the code. */
export function StcPayFields({ form }: { form: StcPayForm }) {
  const { t } = useLingui();
  return (
    <TextInput
      {...form.getInputProps('mobile')}
      label={t`Mobile number registered with STC Pay`}
      description={t`STC Pay will text a one-time code to this number.`}
      inputWrapperOrder={INPUT_THEN_ERROR}
      // The format Saudi mobiles are written in, the same in both languages.
      placeholder="05XXXXXXXX"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      spellCheck={false}
      styles={LTR}
      // Checked when the shopper leaves it: its message must not move the control clicked next.
      className={messageLine.reserved}
      required
    />
  );
}

/** What became of a code: paid, refused as wrong (type it again) or expired (a new payment is needed), or failed otherwise. */
export type StcPayCodeOutcome = 'paid' | 'wrong' | 'expired' | 'failed';

interface StcPayCodeStepProps {
  form: StcPayForm;
  /**
   * Sends the code (Latin digits) to STC Pay through the gateway. `paid`: the step stays busy
   * while the flow goes on to the order's page; `failed`: the flow says why, and the code may be sent again.
   */
  onSubmit: (code: string) => Promise<StcPayCodeOutcome>;
  /** Once the code has expired: starts a new payment to the same number, for a new code. Without it, no button. */
  onNewCode?: () => void;
}

type StepState = 'ready' | 'sending' | 'paid' | 'expired';

/**
 * The second step: the code STC Pay texted, and the button that sends it. A form of its own
 * (render it outside any other form): Enter sends the code, and the phone offers the code from
 * its text message (autocomplete one-time-code).
 */
export function StcPayCodeStep({ form, onSubmit, onNewCode }: StcPayCodeStepProps) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<StepState>('ready');
  const codeInput = useRef<HTMLInputElement>(null);
  const mobile = stcPayMobile(form.values.mobile);

  // The field the shopper needs next: the button that led here is gone.
  useEffect(() => codeInput.current?.focus(), []);
  // The code is not kept past its step.
  const forgetCode = useEffectEvent(() => form.setFieldValue('code', ''));
  useEffect(() => () => forgetCode(), []);

  const refuse = (message: MessageDescriptor) => {
    form.setFieldValue('code', '');
    // After the value: a change clears the field's message.
    form.setFieldError('code', i18n._(message));
    codeInput.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One code at a time; none once paid or expired.
    if (state !== 'ready') return;
    if (form.validateField('code').hasError) {
      codeInput.current?.focus();
      return;
    }
    setState('sending');
    // A flow that throws instead of answering has not paid: the code may be sent again.
    const outcome = await onSubmit(latinDigits(form.getValues().code).trim()).catch((): StcPayCodeOutcome => 'failed');
    switch (outcome) {
      case 'paid':
        setState('paid');
        return;
      case 'wrong':
        refuse(validation.stcPayCodeWrong);
        setState('ready');
        return;
      case 'expired':
        form.setFieldValue('code', '');
        setState('expired');
        return;
      case 'failed':
        setState('ready');
    }
  };

  const expired = state === 'expired';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            STC Pay sent a one-time code by text message to <bdi dir="ltr">{mobile}</bdi>.
          </Trans>
        </Text>
        <TextInput
          {...form.getInputProps('code')}
          ref={codeInput}
          onChange={(event) => form.setFieldValue('code', latinDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, STC_PAY_CODE_LENGTH))}
          label={t`One-time code`}
          description={t`${STC_PAY_CODE_LENGTH} digits`}
          inputWrapperOrder={INPUT_THEN_ERROR}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          styles={LTR}
          disabled={expired}
          required
        />
        {expired && (
          <Text size="sm" c="red.8" role="alert">
            {i18n._(errors.stcPayCodeExpired)}
          </Text>
        )}
        {expired && onNewCode ? (
          <Button type="button" size="md" variant="light" fullWidth onClick={onNewCode}>
            <Trans>Send a new code</Trans>
          </Button>
        ) : (
          <Button type="submit" size="md" fullWidth loading={state === 'sending' || state === 'paid'} disabled={expired}>
            <Trans>Confirm payment</Trans>
          </Button>
        )}
      </Stack>
    </form>
  );
}
