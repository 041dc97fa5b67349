import { describe, expect, it } from 'vitest';
import { ERR, PROFILE_ERR } from '@coach/contract';
import { profileFixture } from './profile.fixture.ts';
import {
  changeEmailError,
  changePasswordError,
  personalFormErrors,
  toPersonalForm,
  toUpdateBody,
  validateChangeEmail,
  validateChangePassword,
} from './validation.ts';

describe('validateChangeEmail', () => {
  const current = 'client@demo.coach';

  it('requires the new address', () => {
    expect(validateChangeEmail(current, '', 'pw')).toBe(ERR.NEW_EMAIL_REQUIRED);
    expect(validateChangeEmail(current, '   ', 'pw')).toBe(ERR.NEW_EMAIL_REQUIRED);
  });

  it('needs a basic email pattern', () => {
    for (const bad of ['client', 'client@demo', '@demo.coach', 'a b@demo.coach']) {
      expect(validateChangeEmail(current, bad, 'pw')).toBe(ERR.EMAIL_INVALID);
    }
  });

  it('refuses the current address, whatever its case or surrounding spaces', () => {
    expect(validateChangeEmail(current, ' Client@Demo.Coach ', 'pw')).toBe(ERR.NEW_EMAIL_SAME);
  });

  it('asks for the password last', () => {
    expect(validateChangeEmail(current, 'new@demo.coach', '')).toBe(ERR.PASSWORD_REQUIRED_CONFIRM);
    expect(changeEmailError(current, 'new@demo.coach', '')).toEqual({ field: 'password', message: ERR.PASSWORD_REQUIRED_CONFIRM });
  });

  it('reports the email problem before the missing password', () => {
    expect(changeEmailError(current, '', '')?.field).toBe('newEmail');
  });

  it('passes a new, well-formed address with a password', () => {
    expect(validateChangeEmail(current, 'new@demo.coach', 'pw')).toBeNull();
  });
});

describe('validateChangePassword', () => {
  it('checks in the order of the spec', () => {
    expect(validateChangePassword('', '', '')).toBe(ERR.CURRENT_PASSWORD_REQUIRED);
    expect(validateChangePassword('old-secret', '', '')).toBe(ERR.NEW_PASSWORD_REQUIRED);
    expect(validateChangePassword('old-secret', '12345', '12345')).toBe(ERR.NEW_PASSWORD_TOO_SHORT);
    expect(validateChangePassword('old-secret', 'old-secret', 'old-secret')).toBe(ERR.NEW_PASSWORD_SAME);
    expect(validateChangePassword('old-secret', 'new-secret', '')).toBe(ERR.CONFIRM_PASSWORD_REQUIRED);
    expect(validateChangePassword('old-secret', 'new-secret', 'new-secreT')).toBe(ERR.PASSWORDS_DO_NOT_MATCH);
  });

  it('needs at least 8 characters, as sign-up does (ASVS 5.0)', () => {
    expect(ERR.NEW_PASSWORD_TOO_SHORT).toBe('New password must be at least 8 characters');
    expect(validateChangePassword('old-secret', '1234567', '1234567')).toBe(ERR.NEW_PASSWORD_TOO_SHORT);
    expect(validateChangePassword('old-secret', '12345678', '12345678')).toBeNull();
  });

  it('marks the field the message belongs to', () => {
    expect(changePasswordError('', 'x', 'x')?.field).toBe('currentPassword');
    expect(changePasswordError('a', '12', '12')?.field).toBe('newPassword');
    expect(changePasswordError('a', '12345678', '87654321')?.field).toBe('confirmPassword');
  });
});

describe('personal information form', () => {
  const profile = profileFixture();

  it('round-trips a profile into a body with only the personal fields', () => {
    const body = toUpdateBody(toPersonalForm(profile));
    expect(body).toEqual({
      firstName: 'Casey',
      lastName: 'Client',
      preferredName: null,
      phone: null,
      streetAddress: null,
      city: 'Boston',
      stateProvince: null,
      postalCode: null,
      country: 'US',
      timeZone: 'America/New_York',
      languages: ['English'],
    });
  });

  it('trims text and clears blank optional fields', () => {
    const body = toUpdateBody({ ...toPersonalForm(profile), firstName: '  Casey ', city: '   ', phone: ' 555 ' });
    expect(body.firstName).toBe('Casey');
    expect(body.city).toBeNull();
    expect(body.phone).toBe('555');
  });

  it('requires first and last name with the server texts', () => {
    const errors = personalFormErrors({ ...toPersonalForm(profile), firstName: ' ', lastName: '' });
    expect(errors).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });

  it('refuses an unknown time zone', () => {
    expect(personalFormErrors({ ...toPersonalForm(profile), timeZone: 'Mars/Olympus' }).timeZone).toBe(PROFILE_ERR.TIME_ZONE_INVALID);
    expect(personalFormErrors(toPersonalForm(profile))).toEqual({});
  });
});
