import { describe, expect, it } from 'vitest';
import { profileValuesOf } from '../../src/features/profile/profileValues';
import type { User } from '../../src/features/auth';
import { phoneCountryOf } from '../../src/shared/ui/countryOptions';

describe('the country a saved phone starts the phone field on', () => {
  it.each([
    [{ country_code: 'AE', dialcode: '+966' }, 'AE'],
    [{ country_code: null, dialcode: '+971', phone: '501234567' }, 'AE'],
    // Codes the field does not know (the contract leaves them free): the dial code's, else Saudi Arabia.
    [{ country_code: 'in veniam magna', dialcode: '+965', phone: '51234567' }, 'KW'],
    [{ country_code: 'XX' }, 'SA'],
    [{ dialcode: 'dolor' }, 'SA'],
    [{}, 'SA'],
    [undefined, 'SA'],
  ])('%o → %s', (saved, country) => {
    expect(phoneCountryOf(saved)).toBe(country);
  });

  it('a profile with a made-up country code opens on Saudi Arabia instead of failing (npm run fuzz found it)', () => {
    const user = { first_name: 'Sara', last_name: 'Ali', email: 's@example.com', gender: 'female', country_code: 'in veniam magna' } as User;
    expect(profileValuesOf(user).country_code).toBe('SA');
  });
});
