// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { AddressForm, AddressSummary, type Address } from '../../src/features/addresses';
import { bodiesOf, forceAnswer, holdCalls, recordCalls } from './apiSpies';
import { renderPage } from './renderPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The words each language shows. */
const words = {
  en: {
    city: /^City/,
    area: /^Area/,
    street: /^Street/,
    postalCode: /^Postal code/,
    description: /^Home description/,
    receiverName: /^Receiver's name/,
    receiverPhone: /^Receiver's phone/,
    another: /^Another person receives it/,
    save: 'Save address',
    required: 'Value is required',
    minLength: 'This field should be at least 2 characters long',
    recipient: 'Please, fill recipient data',
    tooShort: 'Phone number is too short',
    added: 'Address added',
    failed: 'Error adding address',
    pin: 'Pin: use the arrow keys to move it',
    useMyLocation: 'Use my location',
    denied: "Location access was refused. Allow it in your browser's settings, or place the pin on the map.",
    unavailable: 'Your location could not be found. Place the pin on the map instead.',
    country: 'Saudi Arabia',
  },
  ar: {
    city: /^المدينة/,
    area: /^المنطقة/,
    street: /^الشارع/,
    postalCode: /^الرمز البريدي/,
    description: /^وصف المنزل/,
    receiverName: /^اسم المستلم/,
    receiverPhone: /^جوال المستلم/,
    another: /^شخص آخر سيستلم الطلب/,
    save: 'حفظ العنوان',
    required: 'هذا الحقل مطلوب',
    minLength: 'يجب ألا يقل هذا الحقل عن حرفين',
    recipient: 'يرجى تعبئة بيانات المستلم',
    tooShort: 'رقم الجوال قصير جدًا',
    added: 'تمت إضافة العنوان',
    failed: 'حدث خطأ أثناء إضافة العنوان',
    pin: 'الدبوس: استخدم مفاتيح الأسهم لتحريكه',
    useMyLocation: 'استخدم موقعي',
    denied: 'تم رفض الوصول إلى موقعك. اسمح به من إعدادات المتصفح، أو ضع الدبوس على الخريطة.',
    unavailable: 'تعذّر تحديد موقعك. ضع الدبوس على الخريطة بدلًا من ذلك.',
    country: 'المملكة العربية السعودية',
  },
} as const;

const box = (name: RegExp) => screen.getByRole('textbox', { name });

/** Puts text into a field the quick way (pasted: typing key by key re-renders the form each time). */
async function write(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The form for a signed-in shopper; `sent` records its POST /addresses calls once it shows. */
async function showForm(language: Language, onSaved = vi.fn<(address: Address) => void>()) {
  await renderPage(language, { ui: () => <AddressForm onSaved={onSaved} />, shopper: 'new' });
  await screen.findByRole('textbox', { name: words[language].city });
  const sent = recordCalls({ path: '/addresses', method: 'POST' });
  return { onSaved, sent, user: userEvent.setup(), w: words[language] };
}

/** Types a whole valid address (the receiver is the shopper, prefilled). */
async function fillAddress(user: ReturnType<typeof userEvent.setup>, language: Language) {
  const w = words[language];
  await write(user, box(w.city), language === 'ar' ? 'جدة' : 'Jeddah');
  await write(user, box(w.area), language === 'ar' ? 'حي الروضة' : 'Al Rawdah');
  await write(user, box(w.street), language === 'ar' ? 'طريق الأمير سلطان' : 'Prince Sultan Road');
  await write(user, box(w.postalCode), '23435');
}

/** The coordinates shown under the map, as numbers. */
function shownCoordinates(): [number, number] {
  const text = screen.getByText(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/).textContent!;
  const [lat, lng] = text.split(', ').map(Number);
  return [lat!, lng!];
}

describe.each(['en', 'ar'] as const)('the address form in %s', (language) => {
  it('starts with Saudi Arabia, the pin in Riyadh and the shopper as the receiver', async () => {
    const { w } = await showForm(language);
    expect(screen.getByLabelText(/^(Country|الدولة)(?! code)/, { selector: 'input' })).toHaveValue(w.country);
    expect(box(w.receiverName)).toHaveValue('Mohammed Alqahtani');
    expect(box(w.receiverPhone)).toHaveValue('501234567');
    expect(screen.getByText('24.71360, 46.67530')).toHaveAttribute('dir', 'ltr');
  });

  it('refuses empty and too short fields beside each, and sends nothing', async () => {
    const { user, w, onSaved, sent } = await showForm(language);
    await write(user, box(w.area), 'R');
    await user.click(screen.getByRole('button', { name: w.save }));
    // City, street and postal code are empty; the area is one letter.
    expect(box(w.city)).toHaveAccessibleDescription(w.required);
    expect(box(w.street)).toHaveAccessibleDescription(w.required);
    expect(box(w.postalCode)).toHaveAccessibleDescription(w.required);
    expect(box(w.area)).toHaveAccessibleDescription(w.minLength);
    // The optional description is not asked for, and the first wrong field has the focus.
    expect(box(w.description)).not.toHaveAccessibleDescription(w.required);
    expect(box(w.city)).toHaveFocus();
    expect(sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("asks for the other receiver's name and phone when another person receives it", async () => {
    const { user, w, sent } = await showForm(language);
    await fillAddress(user, language);
    await user.click(screen.getByRole('switch', { name: w.another }));
    expect(box(w.receiverName)).toHaveValue('');
    expect(box(w.receiverPhone)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: w.save }));
    expect(box(w.receiverName)).toHaveAccessibleDescription(w.recipient);
    expect(box(w.receiverPhone)).toHaveAccessibleDescription(w.recipient);
    expect(sent).toHaveLength(0);
    // Back to the shopper: their own name and phone return.
    await user.click(screen.getByRole('switch', { name: w.another }));
    expect(box(w.receiverName)).toHaveValue('Mohammed Alqahtani');
    expect(box(w.receiverPhone)).toHaveValue('501234567');
  });

  it('checks the receiver phone with libphonenumber-js', async () => {
    const { user, w, sent } = await showForm(language);
    await fillAddress(user, language);
    await user.clear(box(w.receiverPhone));
    await write(user, box(w.receiverPhone), '5012');
    await user.click(screen.getByRole('button', { name: w.save }));
    expect(box(w.receiverPhone)).toHaveAccessibleDescription(w.tooShort);
    expect(sent).toHaveLength(0);
  });

  it('adds the address with the exact body and hands the saved one back', async () => {
    const { user, w, onSaved, sent } = await showForm(language);
    await fillAddress(user, language);
    await write(user, box(w.description), language === 'ar' ? 'فيلا 4' : 'Villa 4');
    await user.click(screen.getByRole('switch', { name: w.another }));
    await write(user, box(w.receiverName), language === 'ar' ? 'نورة الحربي' : 'Noura Al-Harbi');
    await write(user, box(w.receiverPhone), '0555987654');
    await user.click(screen.getByRole('checkbox', { name: /^(Notify me about this order|أبلغني بتحديثات هذا الطلب)$/ }));
    await user.click(screen.getByRole('button', { name: w.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesOf(sent)).toEqual([
      {
        // The code, not the name shown: the address reads right in either language later.
        country: 'SA',
        city: language === 'ar' ? 'جدة' : 'Jeddah',
        area: language === 'ar' ? 'حي الروضة' : 'Al Rawdah',
        street: language === 'ar' ? 'طريق الأمير سلطان' : 'Prince Sultan Road',
        postal_code: '23435',
        home_description: language === 'ar' ? 'فيلا 4' : 'Villa 4',
        receiver_name: language === 'ar' ? 'نورة الحربي' : 'Noura Al-Harbi',
        receiver_phone: '555987654',
        receiver_dialcode: '+966',
        is_another_receiver: true,
        notify_on_order: true,
        location: { lat: 24.7136, lng: 46.6753 },
        is_default: false,
      },
    ]);
    // The address as the mock saved it.
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: expect.any(Number), postal_code: '23435' });
    expect(await screen.findByText(w.added)).toBeInTheDocument();
  });

  it("shows the server's field messages on a refusal and keeps everything typed", async () => {
    const { user, w, onSaved } = await showForm(language);
    forceAnswer('code=422', { path: '/addresses', method: 'post' });
    await fillAddress(user, language);
    await write(user, box(w.description), 'Villa 4');
    await user.click(screen.getByRole('button', { name: w.save }));

    expect(await screen.findByText(w.failed)).toBeInTheDocument();
    const server = language === 'ar' ? ['يرجى تعبئة بيانات المستلم', 'رقم الجوال غير صالح'] : ['Please, fill recipient data.', 'Invalid phone number'];
    await waitFor(() => expect(box(w.receiverName)).toHaveAccessibleDescription(server[0]));
    expect(box(w.receiverPhone)).toHaveAccessibleDescription(server[1]);
    expect(box(w.postalCode)).toHaveAccessibleDescription(w.required);
    expect(box(w.city)).toHaveValue(language === 'ar' ? 'جدة' : 'Jeddah');
    expect(box(w.postalCode)).toHaveValue('23435');
    expect(box(w.description)).toHaveValue('Villa 4');
    expect(box(w.receiverPhone)).toHaveValue('501234567');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Error adding address" when the server fails, keeps the values and can send again', async () => {
    const { user, w, onSaved, sent } = await showForm(language);
    forceAnswer('code=500', { path: '/addresses', method: 'post' });
    await fillAddress(user, language);
    await user.click(screen.getByRole('button', { name: w.save }));
    expect(await screen.findByText(w.failed)).toBeInTheDocument();
    expect(box(w.street)).toHaveValue(language === 'ar' ? 'طريق الأمير سلطان' : 'Prince Sultan Road');
    expect(box(w.postalCode)).toHaveValue('23435');
    expect(screen.getByRole('button', { name: w.save })).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the address form (language-neutral behaviour)', () => {
  it('sends once however often the busy button is pressed', async () => {
    const { user, w, onSaved, sent } = await showForm('en');
    const release = holdCalls('/addresses');
    await fillAddress(user, 'en');
    const save = screen.getByRole('button', { name: w.save });
    await user.click(save);
    await user.click(save);
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
  });

  it('moves the pin with the arrow keys and with a click, and sends where it is', async () => {
    const { user, w, sent } = await showForm('en');
    const pin = await screen.findByRole('button', { name: w.pin });
    const [lat0, lng0] = shownCoordinates();
    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    await waitFor(() => expect(shownCoordinates()[0]).toBeGreaterThan(lat0));
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    await waitFor(() => expect(shownCoordinates()[1]).toBeGreaterThan(lng0));
    const [lat1, lng1] = shownCoordinates();

    await fillAddress(user, 'en');
    await user.click(screen.getByRole('button', { name: w.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { location } = sent[0]!.body as { location: { lat: number; lng: number } };
    expect(location.lat.toFixed(5)).toBe(lat1.toFixed(5));
    expect(location.lng.toFixed(5)).toBe(lng1.toFixed(5));
  });

  it('moves the pin where the map is clicked', async () => {
    await showForm('en');
    const map = await screen.findByRole('region', { name: 'Map' });
    await screen.findByRole('button', { name: words.en.pin });
    const before = shownCoordinates();
    // jsdom has no layout: the map is 0×0 at the origin, so a click 40 px right and below its centre lands south-east.
    fireEvent.click(map, { clientX: 40, clientY: 40 });
    await waitFor(() => expect(shownCoordinates()).not.toEqual(before));
    const [lat, lng] = shownCoordinates();
    expect(lat).toBeLessThan(before[0]);
    expect(lng).toBeGreaterThan(before[1]);
  });

  it('puts the pin where the browser says the shopper is', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 21.543333, longitude: 39.172779 } } as GeolocationPosition),
      },
    });
    const { user, w } = await showForm('en');
    await user.click(screen.getByRole('button', { name: w.useMyLocation }));
    expect(await screen.findByText('21.54333, 39.17278')).toBeInTheDocument();
  });

  it.each([
    ['en', 1, 'denied'],
    ['ar', 1, 'denied'],
    ['en', 2, 'unavailable'],
    ['ar', 3, 'unavailable'],
  ] as const)('in %s, says why when the location cannot be had (code %i)', async (language, code, message) => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) =>
          failed({ code, message: 'nope' } as GeolocationPositionError),
      },
    });
    const { user, w } = await showForm(language);
    const before = shownCoordinates();
    await user.click(screen.getByRole('button', { name: w.useMyLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(w[message]);
    expect(shownCoordinates()).toEqual(before);
  });

  it('renders the saved address for editing and sends through the given call', async () => {
    const address: Address = {
      id: 7,
      country: 'AE',
      city: 'Jeddah',
      area: 'Al Rawdah',
      street: 'Prince Sultan Road',
      postal_code: '23435',
      home_description: null,
      receiver_name: 'Noura Al-Harbi',
      receiver_phone: '555987654',
      receiver_dialcode: '+966',
      is_another_receiver: true,
      notify_on_order: false,
      location: { lat: 21.5636, lng: 39.1537 },
      is_default: true,
    };
    const submit = vi.fn(async () => address);
    const onSaved = vi.fn();
    await renderPage('en', { ui: () => <AddressForm address={address} submit={submit} onSaved={onSaved} />, shopper: 'new' });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveValue('Jeddah');
    expect(screen.getByLabelText(/^Country(?! code)/, { selector: 'input' })).toHaveValue('United Arab Emirates');
    expect(screen.getByRole('switch', { name: words.en.another })).toBeChecked();
    expect(box(words.en.receiverName)).toHaveValue('Noura Al-Harbi');
    await user.clear(box(/^Street/));
    await write(user, box(/^Street/), 'Tahlia Street');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(address));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ country: 'AE', street: 'Tahlia Street', is_default: true, location: address.location }));
    expect(within(document.body).queryByText(words.en.added)).toBeNull();
  });

  it('keeps the countries of its two country lists out of the page while they are closed', async () => {
    // Mantine keeps a closed list mounted by default: every key typed in the form re-rendered ~500 options.
    const { user } = await showForm('en');
    const options = () => screen.queryAllByRole('option', { hidden: true });
    expect(options()).toHaveLength(0);
    // The address's country, and the receiver phone's country code.
    for (const name of [/^Country(?! code)/, /^Country code/]) {
      await user.click(screen.getByRole('combobox', { name }));
      expect(await screen.findByRole('option', { name: /^Kuwait/ })).toBeVisible();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(options()).toHaveLength(0));
    }
  });
});

/** A line of text made of several elements (a number inside <bdi>), by its whole text. */
const line = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

describe('the address summary', () => {
  const saved: Address = {
    id: 1,
    country: 'SA',
    city: 'الرياض',
    area: 'حي العليا',
    street: 'طريق الملك فهد',
    postal_code: '12211',
    home_description: 'عمارة 12، الدور الثالث',
    receiver_name: 'محمد القحطاني',
    receiver_phone: '501234567',
    receiver_dialcode: '+966',
    is_another_receiver: false,
    notify_on_order: true,
    location: { lat: 24.6983, lng: 46.6853 },
    is_default: true,
  };

  it('shows the receiver, the phone left to right with its dial code, and where', async () => {
    await renderPage('ar', { ui: () => <AddressSummary address={saved} />, shopper: 'new' });
    expect(await screen.findByText('محمد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('+966 501234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('طريق الملك فهد، حي العليا')).toBeInTheDocument();
    expect(screen.getByText(line('الرياض 12211، المملكة العربية السعودية'))).toBeInTheDocument();
    expect(screen.getByText('عمارة 12، الدور الثالث')).toBeInTheDocument();
  });

  it('names the saved country in the shopper’s language, and leaves out a missing home description', async () => {
    await renderPage('en', { ui: () => <AddressSummary address={{ ...saved, home_description: null }} />, shopper: 'new' });
    expect(await screen.findByText(line('الرياض 12211, Saudi Arabia'))).toBeInTheDocument();
    expect(screen.queryByText('عمارة 12، الدور الثالث')).toBeNull();
  });

  it('shows a country saved by its name (before codes) as it was saved', async () => {
    await renderPage('en', { ui: () => <AddressSummary address={{ ...saved, country: 'Kingdom of Saudi Arabia' }} />, shopper: 'new' });
    expect(await screen.findByText(line('الرياض 12211, Kingdom of Saudi Arabia'))).toBeInTheDocument();
  });
});
