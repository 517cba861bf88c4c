// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { createStcPayment, sendStcPayCode, StcPayCodeRejected } from '../../src/features/checkout/payment/gateway';
import {
  checkStcPayMobile,
  stcPayMobile,
  StcPayCodeStep,
  StcPayFields,
  useStcPayForm,
  type StcPayCodeOutcome,
} from '../../src/features/checkout/payment/StcPayFields';
import { validation } from '../../src/shared/messages';
import { renderInLanguage } from './renderPage';

// STC Pay's two steps against the test mock's gateway: the mobile (Saudi, in Arabic-Indic digits
// too, sent as 05xxxxxxxx), then the one-time code (123456 pays, 000000 has expired, any other is
// wrong), their messages in both languages, and the number kept through a wrong or expired code.

const GATEWAY = `http://127.0.0.1:${process.env.TEST_MOCK_PORT}/gateway/v1`;
const ORDER = { amount: 6890.25, description: 'Order ORD-5003', callbackUrl: 'http://localhost:3000/OrderDetails/5003', orderId: 5003 };

const WORDS = {
  en: {
    mobile: /^Mobile number registered with STC Pay/,
    mobileRequired: 'Phone number is required',
    mobileInvalid: 'Enter a Saudi mobile number registered with STC Pay, such as 05XXXXXXXX',
    code: /^One-time code/,
    confirm: 'Confirm payment',
    sentTo: (mobile: string) => `STC Pay sent a one-time code by text message to ${mobile}.`,
    codeRequired: 'Enter the code STC Pay sent you',
    codeInvalid: 'The code is 6 digits',
    wrong: 'The code is not right. Check the text message and try again.',
    expired: 'The code has expired. Ask for a new code to pay.',
    newCode: 'Send a new code',
  },
  ar: {
    mobile: /^رقم الجوال المسجل في STC Pay/,
    mobileRequired: 'رقم الجوال مطلوب',
    mobileInvalid: 'أدخل رقم جوال سعوديًا مسجلًا في STC Pay، مثل 05XXXXXXXX',
    code: /^رمز التحقق لمرة واحدة/,
    confirm: 'تأكيد الدفع',
    sentTo: (mobile: string) => `أرسلت STC Pay رمز تحقق لمرة واحدة في رسالة نصية إلى ${mobile}.`,
    codeRequired: 'أدخل الرمز الذي أرسلته لك STC Pay',
    codeInvalid: 'الرمز مكوّن من 6 أرقام',
    wrong: 'الرمز غير صحيح. تحقق من الرسالة النصية وحاول مرة أخرى.',
    expired: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا لإتمام الدفع.',
    newCode: 'إرسال رمز جديد',
  },
} as const;

/** The test's own press that makes the payment (the flow's, in the app): not one of the component's strings. */
const START = 'test: start the payment';

let outcomes: StcPayCodeOutcome[] = [];
let mobilesSent: string[] = [];
const realFetch = globalThis.fetch;

beforeEach(() => {
  outcomes = [];
  mobilesSent = [];
  // The mobile each payment was made for, as the gateway was sent it.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url === `${GATEWAY}/payments`) mobilesSent.push(JSON.parse(await request.clone().text()).source.mobile);
    return realFetch(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A flow as checkout's will be: the mobile, a payment made for it, then the code sent to its address. */
function StcPayFlow() {
  const form = useStcPayForm();
  const [otpUrl, setOtpUrl] = useState<string | null>(null);

  const start = async () => {
    if (form.validateField('mobile').hasError) return;
    setOtpUrl(null);
    const payment = await createStcPayment({ ...ORDER, mobile: form.getValues().mobile });
    if (payment.status === 'initiated') setOtpUrl(payment.otpUrl);
  };

  const send = async (code: string): Promise<StcPayCodeOutcome> => {
    let outcome: StcPayCodeOutcome;
    try {
      outcome = (await sendStcPayCode(otpUrl!, code)).status;
    } catch (error) {
      outcome = error instanceof StcPayCodeRejected ? error.reason : 'failed';
    }
    outcomes.push(outcome);
    return outcome;
  };

  if (otpUrl) return <StcPayCodeStep key={otpUrl} form={form} onSubmit={send} onNewCode={() => void start()} />;
  return (
    <>
      <StcPayFields form={form} />
      <button type="button" onClick={() => void start()}>
        {START}
      </button>
    </>
  );
}

/** The line that says where the code went (the number in a <bdi> of its own). */
const sentLine = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

async function showFlow(language: Language) {
  await renderInLanguage(language, <StcPayFlow />);
  return userEvent.setup();
}

/** Types the mobile and starts the payment: the code's step is shown. */
async function startWith(language: Language, mobile: string) {
  const user = await showFlow(language);
  await user.type(screen.getByRole('textbox', { name: WORDS[language].mobile }), mobile);
  await user.click(screen.getByRole('button', { name: START }));
  const code = await screen.findByRole('textbox', { name: WORDS[language].code });
  return { user, code };
}

describe('the STC Pay mobile rule', () => {
  it('takes a Saudi mobile as people write it, in Latin or Arabic-Indic digits, and gives it as 05xxxxxxxx', () => {
    for (const typed of ['0501234567', '050 123 4567', '+966501234567', '+966 50 123 4567', '00966501234567', '966501234567', '501234567', '٠٥٠١٢٣٤٥٦٧', '+٩٦٦٥٠١٢٣٤٥٦٧', '۰۵۰۱۲۳۴۵۶۷']) {
      expect(checkStcPayMobile(typed), typed).toBeNull();
      expect(stcPayMobile(typed), typed).toBe('0501234567');
    }
  });

  it('refuses a landline, a number too short or too long, another country and letters', () => {
    for (const typed of ['0112345678', '050123456', '05012345678', '+971501234567', '05o1234567']) {
      expect(checkStcPayMobile(typed), typed).toBe(validation.stcPayMobileInvalid);
    }
    expect(checkStcPayMobile('  ')).toBe(validation.phoneRequired);
  });
});

describe.each(['en', 'ar'] as const)('STC Pay in %s', (language) => {
  const words = WORDS[language];

  it('says the mobile is missing or not a Saudi mobile, and makes no payment', async () => {
    const user = await showFlow(language);
    const mobile = screen.getByRole('textbox', { name: words.mobile });
    await user.click(screen.getByRole('button', { name: START }));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(words.mobileRequired));
    await user.type(mobile, '0112345678');
    await user.tab();
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(expect.stringContaining(words.mobileInvalid)));
    expect(mobilesSent).toEqual([]);
  });

  it('takes the mobile in Arabic-Indic digits, sends it as 05xxxxxxxx and pays with the right code', async () => {
    const { user, code } = await startWith(language, '٠٥٠١٢٣٤٥٦٧');
    expect(mobilesSent).toEqual(['0501234567']);
    expect(sentLine(words.sentTo('0501234567'))).toBeInTheDocument();
    await user.type(code, '١٢٣٤٥٦');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(outcomes).toEqual(['paid']));
  });

  it('says the code is missing or not 6 digits, and sends nothing', async () => {
    const { user, code } = await startWith(language, '0501234567');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(words.codeRequired));
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(words.codeInvalid));
    expect(outcomes).toEqual([]);
  });

  it('says a wrong code is wrong, keeps the number, empties the code for another try, and pays with the right one', async () => {
    const { user, code } = await startWith(language, '+966 50 123 4567');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(words.wrong)));
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(sentLine(words.sentTo('0501234567'))).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(outcomes).toEqual(['wrong', 'paid']));
    expect(mobilesSent).toEqual(['0501234567']);
  });

  it('says an expired code has expired, and a new code is asked for the same number', async () => {
    const { user, code } = await startWith(language, '0501234567');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.expired);
    expect(code).toBeDisabled();
    await user.click(screen.getByRole('button', { name: words.newCode }));
    // A new payment for the number typed at first: nothing to type again but the new code.
    await waitFor(() => expect(mobilesSent).toEqual(['0501234567', '0501234567']));
    const again = await screen.findByRole('textbox', { name: words.code });
    expect(again).toHaveValue('');
    await user.type(again, '123456');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(outcomes).toEqual(['expired', 'paid']));
  });
});

describe('the STC Pay inputs', () => {
  it("offer the phone's keyboards and its one-time code from the text message, and read left to right in Arabic", async () => {
    const { code } = await startWith('ar', '0501234567');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(code.closest('[style*="direction"]')).toHaveStyle({ direction: 'ltr' });
  });

  it('give the mobile the telephone keyboard and autofill', async () => {
    await showFlow('ar');
    const mobile = screen.getByRole('textbox', { name: WORDS.ar.mobile });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'tel');
  });
});
