import { describe, expect, it } from 'vitest';
import { ERR } from '@coach/contract';
import {
  attemptsLabel,
  resendLabel,
  returnPath,
  returnState,
  sanitizeCode,
  validateCode,
  validateForgot,
  validateLogin,
  validateReset,
} from './validation.ts';

describe('validateLogin', () => {
  it('asks for both fields with the spec texts', () => {
    expect(validateLogin('', 'secret')).toEqual({
      field: 'email',
      title: 'Missing Information',
      description: 'Please fill in all fields.',
    });
    expect(validateLogin('   ', 'secret')?.field).toBe('email');
    expect(validateLogin('a@b.co', '')).toEqual({
      field: 'password',
      title: 'Missing Information',
      description: 'Please fill in all fields.',
    });
  });
  it('passes when both are filled', () => {
    expect(validateLogin('a@b.co', 'x')).toBeNull();
  });
});

describe('validateForgot', () => {
  it('requires the email', () => {
    expect(validateForgot(' ')).toEqual({ field: 'email', title: 'Email Required', description: 'Please enter your email address.' });
    expect(validateForgot('a@b.co')).toBeNull();
  });
});

describe('validateReset', () => {
  it('requires both fields', () => {
    expect(validateReset('', 'abcdefgh')).toMatchObject({ field: 'newPassword', description: ERR.MISSING_FIELDS });
    expect(validateReset('abcdefgh', '')).toMatchObject({ field: 'confirm', description: ERR.MISSING_FIELDS });
  });
  it('needs at least 8 characters, as sign-up does (ASVS 5.0)', () => {
    const tooShort = {
      field: 'newPassword',
      title: 'Password Too Short',
      description: 'Password must be at least 8 characters long.',
    };
    expect(validateReset('abcde', 'abcde')).toEqual(tooShort);
    expect(validateReset('abcdefg', 'abcdefg')).toEqual(tooShort);
    expect(validateReset('abcdefgh', 'abcdefgh')).toBeNull();
  });
  it('needs both to match', () => {
    expect(validateReset('abcdefgh', 'abcdefgi')).toEqual({
      field: 'confirm',
      title: "Passwords Don't Match",
      description: 'Please make sure both passwords match.',
    });
  });
});

describe('verification code', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeCode('12a3 4-5')).toBe('12345');
    expect(sanitizeCode('123 456 789')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });
  it('submits only exactly 6 digits', () => {
    expect(validateCode('12345')).toBe('Please enter a 6-digit code.');
    expect(validateCode('')).toBe('Please enter a 6-digit code.');
    expect(validateCode('12345a')).toBe('Please enter a 6-digit code.');
    expect(validateCode('123456')).toBeNull();
  });
  it('labels the resend countdown and remaining attempts', () => {
    expect(resendLabel(59)).toBe('Resend code in 59s');
    expect(resendLabel(0)).toBe('Resend code');
    expect(attemptsLabel(1)).toBe('1 attempt remaining');
    expect(attemptsLabel(2)).toBe('2 attempts remaining');
  });
});

describe('returnPath', () => {
  const A = 'user-a';
  it('returns the guarded page the user came from', () => {
    expect(returnPath({ from: '/account?tab=1' }, A)).toBe('/account?tab=1');
    expect(returnPath(returnState('/account?tab=1', A), A)).toBe('/account?tab=1');
    expect(returnPath(returnState('/sessions', null), A)).toBe('/sessions');
  });
  it('never sends one person to the page another person left', () => {
    expect(returnPath(returnState('/account', 'user-b'), A)).toBeNull();
  });
  it('ignores missing or foreign destinations', () => {
    expect(returnPath(null, A)).toBeNull();
    expect(returnPath({}, A)).toBeNull();
    expect(returnPath({ from: 'https://evil.example' }, A)).toBeNull();
    expect(returnPath({ from: '//evil.example' }, A)).toBeNull();
  });
});
