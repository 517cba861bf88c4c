// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { ProfilePage } from '../../src/features/profile';
import { forceAnswer, holdCalls, recordCalls, watchCalls } from './apiSpies';
import { renderPage } from './renderPage';

beforeEach(() => {
  // jsdom has no object URLs: the preview's address is made up, and its return is watched.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const words = {
  en: {
    firstName: /^First name/,
    email: /^Email/,
    phone: /^Phone number/,
    save: 'Save changes',
    updated: 'Profile updated',
    emailTaken: 'The email has already been taken.',
    phoneTooLong: 'The maximum length allowed is 11',
    required: 'Value is required',
    changePicture: 'Change picture',
    newPicture: 'The new picture, not saved yet',
    wrongType: 'Choose a JPG, PNG or WebP picture',
    tooLarge: 'The picture must be 2 MB or smaller',
    riyadh: 'Mohammed Alqahtani, Riyadh',
    jeddah: 'Noura Al-Harbi, Jeddah',
    street: /^Street/,
    edit: 'Edit',
    delete: 'Delete',
    confirmTitle: 'Delete this address?',
    deleted: 'Address deleted',
    addressUpdated: 'Address updated',
    makeDefault: 'Make default',
    defaultChanged: 'Default address changed',
    defaultBadge: 'Default address',
    me: 'Mohammed',
    add: 'Add an address',
    newAddress: 'New address',
    city: /^City/,
    area: /^Area/,
    postalCode: /^Postal code/,
    saveAddress: 'Save address',
    added: 'Address added',
    birthDate: '14 May 1990',
    birthDateLabel: /^Birth date/,
  },
  ar: {
    firstName: /^الاسم الأول/,
    email: /^البريد الإلكتروني/,
    phone: /^رقم الجوال/,
    save: 'حفظ التغييرات',
    updated: 'تم تحديث الملف الشخصي',
    emailTaken: 'البريد الإلكتروني مستخدم من قبل',
    phoneTooLong: 'أقصى طول مسموح به هو 11',
    required: 'هذا الحقل مطلوب',
    changePicture: 'تغيير الصورة',
    newPicture: 'الصورة الجديدة، لم تُحفظ بعد',
    wrongType: 'اختر صورة بصيغة JPG أو PNG أو WebP',
    tooLarge: 'يجب ألا يزيد حجم الصورة عن 2 ميجابايت',
    riyadh: 'محمد القحطاني, الرياض',
    jeddah: 'نورة الحربي, جدة',
    street: /^الشارع/,
    edit: 'تعديل',
    delete: 'حذف',
    confirmTitle: 'حذف هذا العنوان؟',
    deleted: 'تم حذف العنوان',
    addressUpdated: 'تم تحديث العنوان',
    makeDefault: 'اجعله الافتراضي',
    defaultChanged: 'تم تغيير العنوان الافتراضي',
    defaultBadge: 'العنوان الافتراضي',
    me: 'محمد',
    add: 'إضافة عنوان',
    newAddress: 'عنوان جديد',
    city: /^المدينة/,
    area: /^المنطقة/,
    postalCode: /^الرمز البريدي/,
    saveAddress: 'حفظ العنوان',
    added: 'تمت إضافة العنوان',
    birthDate: '14 مايو 1990',
    birthDateLabel: /^تاريخ الميلاد/,
  },
} as const;

/** The profile of a shopper new to the mock's memory, once its details show; then records what is sent. */
async function showProfile(language: Language) {
  await renderPage(language, { ui: () => <ProfilePage />, shopper: 'new' });
  const w = words[language];
  await waitFor(() => expect(screen.getByRole('textbox', { name: w.firstName })).toHaveValue(w.me));
  const calls = recordCalls();
  /** What the profile and address calls sent: the profile's multipart fields, the addresses' JSON. */
  const sent = {
    get profile() {
      return calls.filter((call) => call.path === '/user/profile' && call.method === 'POST').map((call) => call.body as FormData);
    },
    get addresses() {
      return calls.filter((call) => call.path.startsWith('/addresses') && call.method !== 'GET').map(({ method, body }) => ({ method, body }));
    },
  };
  return { user: userEvent.setup(), w, sent };
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });

/** The dropzone's hidden file input, beside its "Change picture" button (the page's only file input). */
const pictureInput = (w: (typeof words)[Language]) => {
  expect(screen.getByRole('button', { name: w.changePicture })).toBeInTheDocument();
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
};

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe.each(['en', 'ar'] as const)('the profile in %s', (language) => {
  it("shows the shopper's details and saves them as multipart, with a toast", async () => {
    const { user, w, sent } = await showProfile(language);
    expect(box(w.email)).toHaveValue('mohammed@goldstore.example');
    expect(box(w.phone)).toHaveValue('501234567');
    // The calendar's months in the shopper's language, the digits Latin in both.
    expect(screen.getByRole('button', { name: w.birthDateLabel })).toHaveTextContent(w.birthDate);
    expect(screen.getByRole('radio', { name: language === 'ar' ? 'ذكر' : 'Male' })).toBeChecked();

    await user.clear(box(w.firstName));
    await user.type(box(w.firstName), 'Ahmed');
    const release = holdCalls('/user/profile');
    await user.click(screen.getByRole('button', { name: w.save }));
    // Busy while sending, and a second press sends nothing more.
    await waitFor(() => expect(screen.getByRole('button', { name: w.save })).toHaveAttribute('data-loading', 'true'));
    await user.click(screen.getByRole('button', { name: w.save }));
    release();

    expect(await screen.findByText(w.updated)).toBeInTheDocument();
    expect(sent.profile).toHaveLength(1);
    const body = Object.fromEntries(sent.profile[0]!.entries());
    expect(body).toEqual({
      first_name: 'Ahmed',
      last_name: language === 'ar' ? 'القحطاني' : 'Alqahtani',
      email: 'mohammed@goldstore.example',
      phone: '501234567',
      dialcode: '+966',
      country_code: 'SA',
      birth_date: '1990-05-14',
      gender: 'male',
    });
    expect(box(w.firstName)).toHaveValue('Ahmed');
  });

  it("puts the server's field messages beside their fields and keeps what was typed", async () => {
    const { user, w } = await showProfile(language);
    forceAnswer('code=422', { path: '/user/profile', method: 'POST' });
    await user.clear(box(w.email));
    await user.type(box(w.email), 'taken@goldstore.example');
    await user.click(screen.getByRole('button', { name: w.save }));
    await waitFor(() => expect(box(w.email)).toHaveAccessibleDescription(w.emailTaken));
    expect(box(w.phone)).toHaveAccessibleDescription(w.phoneTooLong);
    expect(box(w.email)).toHaveValue('taken@goldstore.example');
    expect(box(w.firstName)).toHaveValue(w.me);
    expect(screen.queryByText(w.updated)).not.toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { user, w, sent } = await showProfile(language);
    await user.clear(box(w.firstName));
    await user.click(screen.getByRole('button', { name: w.save }));
    expect(box(w.firstName)).toHaveAccessibleDescription(w.required);
    expect(box(w.firstName)).toHaveFocus();
    expect(sent.profile).toHaveLength(0);
  });

  it('previews a chosen picture, refuses other types and sizes, and sends the picture', async () => {
    const { user, w, sent } = await showProfile(language);
    choose(pictureInput(w), new File(['gif'], 'old.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(w.wrongType);
    expect(screen.queryByRole('img', { name: w.newPicture })).not.toBeInTheDocument();

    choose(pictureInput(w), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(w.tooLarge));

    choose(pictureInput(w), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: w.newPicture })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: w.save }));
    expect(await screen.findByText(w.updated)).toBeInTheDocument();
    // The picture is a file part of the body (jsdom's File reaches Node's FormData without its name).
    expect(sent.profile[0]!.get('avatar')).toMatchObject({ type: 'image/png' });
    // Saved: the preview goes, and its object URL is given back.
    await waitFor(() => expect(screen.queryByRole('img', { name: w.newPicture })).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('deletes an address only after the confirmation', async () => {
    const { user, w } = await showProfile(language);
    const calls = watchCalls();
    const jeddah = await screen.findByRole('article', { name: w.jeddah });
    await user.click(within(jeddah).getByRole('button', { name: w.delete }));
    const dialog = await screen.findByRole('dialog', { name: w.confirmTitle });
    expect(calls).not.toContain('DELETE /addresses/{addressId}');
    await user.click(within(dialog).getByRole('button', { name: w.delete }));
    expect(await screen.findByText(w.deleted)).toBeInTheDocument();
    expect(calls).toContain('DELETE /addresses/{addressId}');
    await waitFor(() => expect(screen.queryByRole('article', { name: w.jeddah })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: w.riyadh })).toBeInTheDocument();
  });

  it('edits an address with the shared form and makes another the default', async () => {
    const { user, w, sent } = await showProfile(language);
    const riyadh = await screen.findByRole('article', { name: w.riyadh });
    await user.click(within(riyadh).getByRole('button', { name: w.edit }));
    const form = await screen.findByRole('form', { name: language === 'ar' ? 'تعديل العنوان' : 'Edit address' });
    const street = within(form).getByRole('textbox', { name: w.street });
    await user.clear(street);
    await user.click(street);
    await user.paste('Tahlia Street');
    await user.click(within(form).getByRole('button', { name: w.save }));
    expect(await screen.findByText(w.addressUpdated)).toBeInTheDocument();
    expect(sent.addresses[0]).toMatchObject({ method: 'PUT', body: { street: 'Tahlia Street' } });

    const jeddah = await screen.findByRole('article', { name: w.jeddah });
    await user.click(within(jeddah).getByRole('button', { name: w.makeDefault }));
    expect(await screen.findByText(w.defaultChanged)).toBeInTheDocument();
    expect(sent.addresses[1]).toMatchObject({ method: 'PUT', body: { is_default: true, city: language === 'ar' ? 'جدة' : 'Jeddah' } });
    await waitFor(() => expect(within(screen.getByRole('article', { name: w.jeddah })).getByText(w.defaultBadge)).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: w.riyadh })).queryByText(w.defaultBadge)).not.toBeInTheDocument();
  });

  it('adds an address with the shared form', async () => {
    const { user, w, sent } = await showProfile(language);
    await user.click(screen.getByRole('button', { name: w.add }));
    const form = await screen.findByRole('form', { name: w.newAddress });
    const write = async (name: RegExp, text: string) => {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await write(w.city, 'Dammam');
    await write(w.area, 'Al Faisaliyah');
    await write(w.street, 'King Saud Street');
    await write(w.postalCode, '32272');
    await user.click(within(form).getByRole('button', { name: w.saveAddress }));
    expect(await screen.findByText(w.added)).toBeInTheDocument();
    expect(sent.addresses[0]).toMatchObject({ method: 'POST', body: { city: 'Dammam', street: 'King Saud Street', postal_code: '32272' } });
    await waitFor(() => expect(screen.queryByRole('form', { name: w.newAddress })).not.toBeInTheDocument());
  });
});
