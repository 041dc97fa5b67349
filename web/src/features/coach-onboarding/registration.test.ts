import { describe, expect, it } from 'vitest';
import { ERR, ONBOARDING_ERR } from '@coach/contract';
import {
  emptyRegistration,
  firstInvalidField,
  shouldCheckEmail,
  toRegisterBody,
  validateRegistration,
  type RegistrationForm,
} from './registration.ts';
import { accessCodeToSend, normalizeAccessCode } from './accessCode.ts';

const valid = (over: Partial<RegistrationForm> = {}): RegistrationForm => ({
  ...emptyRegistration('Europe/Berlin'),
  firstName: 'Ada',
  lastName: 'Coach',
  email: 'ada@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  agreedToTerms: true,
  ...over,
});

describe('validateRegistration', () => {
  it('passes a complete form with only the required fields', () => {
    expect(validateRegistration(valid())).toEqual({});
  });

  it('requires first name, last name, email, password, confirmation and the terms', () => {
    const errors = validateRegistration(emptyRegistration('UTC'));
    expect(Object.keys(errors).sort()).toEqual(['agreedToTerms', 'confirmPassword', 'email', 'firstName', 'lastName', 'password']);
    expect(errors.agreedToTerms).toBe('Please agree to the terms and conditions');
    expect(firstInvalidField(errors)).toBe('firstName');
  });

  it('treats blank names as missing', () => {
    expect(validateRegistration(valid({ firstName: '  ' })).firstName).toBe('First name is required');
  });

  it('says when the passwords differ', () => {
    expect(validateRegistration(valid({ confirmPassword: 'long-enougH' })).confirmPassword).toBe('Passwords do not match');
    expect(ERR.PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });

  it('asks for at least 8 password characters', () => {
    const errors = validateRegistration(valid({ password: 'short12', confirmPassword: 'short12' }));
    expect(errors.password).toBe('Password must be at least 8 characters');
    expect(validateRegistration(valid({ password: '12345678', confirmPassword: '12345678' })).password).toBeUndefined();
  });

  it('rejects a malformed or already registered email', () => {
    expect(validateRegistration(valid({ email: 'ada@' })).email).toBe(ERR.EMAIL_INVALID);
    expect(validateRegistration(valid(), 'taken').email).toBe(
      'This email is already registered. Please use a different email or try logging in.',
    );
    expect(validateRegistration(valid(), 'error').email).toBeUndefined();
  });

  it('needs the terms agreed', () => {
    expect(validateRegistration(valid({ agreedToTerms: false }))).toEqual({ agreedToTerms: ONBOARDING_ERR.TERMS_REQUIRED });
  });
});

describe('shouldCheckEmail', () => {
  it('checks only once the address holds an @', () => {
    expect(shouldCheckEmail('ada')).toBe(false);
    expect(shouldCheckEmail('ada@')).toBe(true);
  });
});

describe('toRegisterBody', () => {
  it('trims, turns empty optional fields into null and adds the access code', () => {
    const body = toRegisterBody(valid({ firstName: ' Ada ', jobTitle: '  ', specializations: ['leadership'] }), 'COACH2026');
    expect(body).toMatchObject({
      firstName: 'Ada',
      jobTitle: null,
      organization: null,
      phone: null,
      timeZone: 'Europe/Berlin',
      coachingExperience: null,
      specializations: ['leadership'],
      agreedToTerms: true,
      accessCode: 'COACH2026',
    });
  });

  it('leaves the access code out when none was validated', () => {
    expect('accessCode' in toRegisterBody(valid({ coachingExperience: '10+' }), null)).toBe(false);
    expect(toRegisterBody(valid({ coachingExperience: '10+' }), null).coachingExperience).toBe('10+');
  });
});

describe('access code input', () => {
  it('is upper-cased as typed and trimmed before sending', () => {
    expect(normalizeAccessCode('coach2026 ')).toBe('COACH2026 ');
    expect(accessCodeToSend('  coach2026 ')).toBe('COACH2026');
    expect(accessCodeToSend('   ')).toBeNull();
  });
});
