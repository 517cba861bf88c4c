// @vitest-environment jsdom
// A signed-in save answering 401 ends the session, and the guard takes the shopper to sign in and
// back, which unmounts the form: what they typed is kept for this tab and given back, once, when
// the form is shown again to them after signing in. Never the card, nor the picture.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { ProfilePage } from '../../src/features/profile';
import { useKeptInput } from '../../src/shared/keptInput';
import { browserSession, endBrowserSession, noteSignedIn } from '../../src/shared/sessionEnd';
import { forceAnswer } from './apiSpies';
import { getCookie } from './documentCookies';
import { renderPage } from './renderPage';
import { Route as CheckoutRoute } from '../../src/routes/_authenticated/checkout';

afterEach(() => sessionStorage.clear());

const WORDS = {
  en: {
    ended: 'Your session has ended, please sign in again',
    firstName: /^First name/,
    me: 'Mohammed',
    save: 'Save changes',
    add: 'Add an address',
    newAddress: 'New address',
    editAddress: 'Edit address',
    city: /^City/,
    street: /^Street/,
    saveAddress: 'Save address',
    edit: 'Edit',
    riyadh: 'Mohammed Alqahtani, Riyadh',
    noura: /Noura Al-Harbi/,
    home: /Mohammed Alqahtani/,
    bank: /Bank transfer/,
    card: /Card: mada/,
    personalId: 'National ID, iqama or passport number',
    place: 'Place order',
  },
  ar: {
    ended: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى',
    firstName: /^الاسم الأول/,
    me: 'محمد',
    save: 'حفظ التغييرات',
    add: 'إضافة عنوان',
    newAddress: 'عنوان جديد',
    editAddress: 'تعديل العنوان',
    city: /^المدينة/,
    street: /^الشارع/,
    saveAddress: 'حفظ العنوان',
    edit: 'تعديل',
    riyadh: 'محمد القحطاني, الرياض',
    noura: /نورة الحربي/,
    home: /محمد القحطاني/,
    bank: /تحويل بنكي/,
    card: /بطاقة: مدى/,
    personalId: 'رقم الهوية الوطنية أو الإقامة أو جواز السفر',
    place: 'تأكيد الطلب',
  },
} as const;

/** Puts text into a field the quick way (typing key by key re-renders a big form each time). */
async function write(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The press answered 401: the shopper is told once and signed out; then the page goes (the guard's trip to sign in). */
async function sessionEndsOn(language: Language, press: HTMLElement, unmount: () => void) {
  // A button waits for what it needs first (checkout's, the price held for the method chosen).
  await waitFor(() => expect(press).toBeEnabled());
  await userEvent.click(press);
  expect(await screen.findByText(WORDS[language].ended)).toBeInTheDocument();
  expect(getCookie('jwt')).toBeUndefined();
  unmount();
}

/** Each page shown is signed in afresh (a new token) as the same shopper, as after signing in again. */
const showPage = (language: Language, page: () => ReactNode) => renderPage(language, { ui: page, shopper: 'new' });

const showProfile = async (language: Language) => {
  const view = await showPage(language, () => <ProfilePage />);
  await screen.findByRole('textbox', { name: WORDS[language].firstName });
  return view;
};

describe.each(['en', 'ar'] as const)('in %s', (language) => {
  const w = WORDS[language];

  it('the profile gives back the details typed before the session ended, once', async () => {
    forceAnswer('code=401', { path: '/user/profile', method: 'post' });
    const first = await showProfile(language);
    await waitFor(() => expect(screen.getByRole('textbox', { name: w.firstName })).toHaveValue(w.me));
    await write(screen.getByRole('textbox', { name: w.firstName }), 'Ahmed');
    await sessionEndsOn(language, screen.getByRole('button', { name: w.save }), first.unmount);

    const again = await showProfile(language);
    await waitFor(() => expect(screen.getByRole('textbox', { name: w.firstName })).toHaveValue('Ahmed'));
    // Given back once: shown again without a session ending, the form holds the saved details.
    again.unmount();
    await showProfile(language);
    await waitFor(() => expect(screen.getByRole('textbox', { name: w.firstName })).toHaveValue(w.me));
  });

  it('checkout gives back the address, payment method and personal ID chosen, and the card never', async () => {
    forceAnswer('code=401', { path: '/orders', method: 'post' });
    const first = await showPage(language, Checkout);
    await userEvent.click(await screen.findByRole('radio', { name: w.noura }));
    const personalId = screen.getByRole('textbox', { name: w.personalId });
    await write(personalId, '1098765432');
    if (language === 'en') {
      // By card, typed in full so the order is sent: none of it may be kept.
      await write(screen.getByRole('textbox', { name: /Card number/ }), '4111111111111111');
      await write(screen.getByRole('textbox', { name: /Expiry date/ }), '1230');
      await write(screen.getByRole('textbox', { name: /CVV/ }), '123');
      await write(screen.getByRole('textbox', { name: /Card holder name/ }), 'MOHAMMED ALQAHTANI');
      await sessionEndsOn(language, screen.getByRole('button', { name: /^Pay/ }), first.unmount);
      expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/4111|MOHAMMED ALQAHTANI|1230/);
    } else {
      await userEvent.click(screen.getByRole('radio', { name: w.bank }));
      await sessionEndsOn(language, screen.getByRole('button', { name: w.place }), first.unmount);
    }

    await showPage(language, Checkout);
    await waitFor(() => expect(screen.getByRole('radio', { name: w.noura })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('radio', { name: w.home })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: language === 'en' ? w.card : w.bank })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: w.personalId })).toHaveValue('1098765432');
    if (language === 'en') expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('');
  });

  it('checkout keeps bank transfer and the address chosen over a reload of the page', async () => {
    const first = await showPage(language, Checkout);
    await userEvent.click(await screen.findByRole('radio', { name: w.noura }));
    await userEvent.click(screen.getByRole('radio', { name: w.bank }));
    // A reload: the page is left (pagehide) and drawn again from the start.
    act(() => void dispatchEvent(new PageTransitionEvent('pagehide')));
    first.unmount();

    await showPage(language, Checkout);
    await waitFor(() => expect(screen.getByRole('radio', { name: w.bank })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('radio', { name: w.card })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: w.noura })).toHaveAttribute('aria-checked', 'true');
  });
});

describe("the profile's address book", () => {
  it('opens the new address form again with what was typed (en)', async () => {
    forceAnswer('code=401', { path: '/addresses', method: 'post' });
    const w = WORDS.en;
    const first = await showProfile('en');
    await userEvent.click(screen.getByRole('button', { name: w.add }));
    const form = await screen.findByRole('form', { name: w.newAddress });
    await write(within(form).getByRole('textbox', { name: w.city }), 'Dammam');
    await write(within(form).getByRole('textbox', { name: /^Area/ }), 'Al Faisaliyah');
    await write(within(form).getByRole('textbox', { name: w.street }), 'King Saud Street');
    await write(within(form).getByRole('textbox', { name: /^Postal code/ }), '32272');
    await sessionEndsOn('en', within(form).getByRole('button', { name: w.saveAddress }), first.unmount);

    await showProfile('en');
    const again = await screen.findByRole('form', { name: w.newAddress });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: w.city })).toHaveValue('Dammam'));
    expect(within(again).getByRole('textbox', { name: w.street })).toHaveValue('King Saud Street');
  });

  it('opens the address being edited again with what was typed (ar)', async () => {
    forceAnswer('code=401', { path: '/addresses/{addressId}', method: 'put' });
    const w = WORDS.ar;
    const first = await showProfile('ar');
    await userEvent.click(within(await screen.findByRole('article', { name: w.riyadh })).getByRole('button', { name: w.edit }));
    const form = await screen.findByRole('form', { name: w.editAddress });
    await write(within(form).getByRole('textbox', { name: w.street }), 'شارع التحلية');
    await sessionEndsOn('ar', within(form).getByRole('button', { name: w.save }), first.unmount);

    await showProfile('ar');
    const again = await screen.findByRole('form', { name: w.editAddress });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: w.street })).toHaveValue('شارع التحلية'));
    expect(within(again).getByRole('textbox', { name: w.city })).toHaveValue('الرياض');
  });
});

describe('useKeptInput', () => {
  /** A one-field form of shopper `owner`. */
  function Note({ owner }: { owner: number }) {
    const [note, setNote] = useState('');
    useKeptInput('note', owner, { keep: () => (note ? note : undefined), restore: setNote });
    return <input aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />;
  }
  const endTheSession = () => {
    noteSignedIn(true);
    act(() => endBrowserSession(browserSession()!));
  };

  it('keeps nothing when nothing was typed, and gives nothing to another shopper', async () => {
    const untouched = render(<Note owner={1} />);
    endTheSession();
    untouched.unmount();
    expect(sessionStorage.length).toBe(0);

    const typed = render(<Note owner={1} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'note' }), 'hello');
    endTheSession();
    typed.unmount();
    const other = render(<Note owner={2} />);
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('');
    other.unmount();
    render(<Note owner={1} />);
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('hello');
  });
});

/** The checkout as its route draws it, with the order's page the route builds. */
const RouteComponent = CheckoutRoute.options.component!;
const Checkout = () => <RouteComponent />;
