import { describe, expect, it } from 'vitest';
import { ERR } from '@coach/contract';
import { defaultIntakeData, parseSaved, progressOf, type IntakeValues } from './model.ts';
import { firstInvalidStep, inferResumeStep, nextStep, resumePlan, validateStep } from './validation.ts';

const blank = (): IntakeValues => ({ ...defaultIntakeData(), password: '', confirmPassword: '' });
const complete = (): IntakeValues => ({
  ...defaultIntakeData(),
  termsAccepted: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'longenough',
  confirmPassword: 'longenough',
  primaryFocus: 'career',
  checkinFrequency: 'weekly',
  coachingStyle: 'direct',
  trialTermsAccepted: true,
});
const guest = { invited: false };

describe('validateStep', () => {
  it('step 0 needs a non-empty access code', () => {
    expect(validateStep(0, { ...blank(), accessCode: '  ' }, guest)).toEqual({ accessCode: 'Please enter an access code' });
    expect(validateStep(0, { ...blank(), accessCode: 'beta2026' }, guest)).toEqual({});
  });

  it('step 1 needs the terms accepted', () => {
    expect(validateStep(1, blank(), guest).termsAccepted).toBe('Please accept the terms to continue');
    expect(validateStep(1, { ...blank(), termsAccepted: true }, guest)).toEqual({});
  });

  it('step 2 needs names, an email address, a password of 8 and a matching confirmation', () => {
    const errors = validateStep(2, blank(), guest);
    expect(errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
    });
    const v = complete();
    expect(validateStep(2, v, guest)).toEqual({});
    expect(validateStep(2, { ...v, email: 'ada.example.com' }, guest).email).toBe(ERR.EMAIL_INVALID);
    // What the server refuses at the end is refused here, not accepted at step 2 and refused at step 8.
    for (const email of ['name@example', 'a b@example.com', '@example.com', 'name@.com'])
      expect(validateStep(2, { ...v, email }, guest).email, email).toBe(ERR.EMAIL_INVALID);
    expect(validateStep(2, { ...v, password: 'short12', confirmPassword: 'short12' }, guest).password).toBeDefined();
    expect(validateStep(2, { ...v, confirmPassword: 'different' }, guest)).toEqual({ confirmPassword: ERR.PASSWORDS_DO_NOT_MATCH });
  });

  it('step 2 refuses an already registered email', () => {
    expect(validateStep(2, complete(), { invited: false, emailTaken: true })).toEqual({ email: ERR.EMAIL_ALREADY_REGISTERED });
  });

  it('step 2 takes any non-empty email for invited users', () => {
    expect(validateStep(2, { ...complete(), email: 'not-an-address' }, { invited: true })).toEqual({});
    expect(validateStep(2, { ...complete(), email: '' }, { invited: true }).email).toBe('Email is required');
  });

  it('step 4 needs a support area and a primary focus', () => {
    expect(validateStep(4, { ...blank(), supportAreas: [] }, guest)).toEqual({
      supportAreas: 'Please choose at least one area',
      primaryFocus: 'Please choose a primary focus',
    });
    expect(validateStep(4, { ...blank(), primaryFocus: 'career' }, guest)).toEqual({});
  });

  it('step 6 needs a check-in frequency and a coaching style', () => {
    expect(validateStep(6, blank(), guest)).toEqual({
      checkinFrequency: 'Please choose how often to check in',
      coachingStyle: 'Please choose a coaching style',
    });
    expect(validateStep(6, { ...blank(), checkinFrequency: 'daily', coachingStyle: 'direct' }, guest)).toEqual({});
  });

  it('step 8 needs the trial terms accepted', () => {
    expect(validateStep(8, blank(), guest).trialTermsAccepted).toBe('Please accept the trial terms to start');
    expect(validateStep(8, { ...blank(), trialTermsAccepted: true }, guest)).toEqual({});
  });

  it('steps 3, 5 and 7 always pass', () => {
    for (const step of [3, 5, 7]) expect(validateStep(step, blank(), guest)).toEqual({});
  });
});

describe('firstInvalidStep', () => {
  it('finds the first shown step that fails, skipping the access step when not shown', () => {
    expect(firstInvalidStep(complete(), { accessRequired: false, invited: false })).toBeNull();
    expect(firstInvalidStep(complete(), { accessRequired: true, invited: false })).toBe(0);
    expect(firstInvalidStep({ ...complete(), password: '', confirmPassword: '' }, { accessRequired: false, invited: false })).toBe(2);
    expect(firstInvalidStep(complete(), { accessRequired: false, invited: false }, true)).toBe(2);
  });
});

const open = { accessRequired: false, invited: false };
const gated = { accessRequired: true, invited: false };
/** What a visit saves: everything but the passwords. */
const data = () => {
  const { password: _p, confirmPassword: _c, ...rest } = complete();
  return rest;
};

describe('inferResumeStep', () => {
  it('starts at the first step when nothing is filled', () => {
    expect(inferResumeStep(defaultIntakeData(), open)).toBe(1);
    expect(inferResumeStep(defaultIntakeData(), gated)).toBe(0);
  });

  it('resumes after the furthest complete step', () => {
    const d = { ...defaultIntakeData(), termsAccepted: true };
    expect(inferResumeStep(d, open)).toBe(2);
    expect(inferResumeStep({ ...d, firstName: 'Ada', lastName: 'L', email: 'ada@example.com' }, open)).toBe(3);
    expect(inferResumeStep({ ...d, firstName: 'Ada', lastName: 'L', email: 'ada@example.com', pronouns: 'she/her' }, open)).toBe(4);
  });

  it('resumes at the furthest step when it is only partly filled', () => {
    const d = { ...defaultIntakeData(), termsAccepted: true, firstName: 'Ada' };
    expect(inferResumeStep(d, open)).toBe(2);
    const e = { ...data(), checkinFrequency: 'weekly', coachingStyle: '', trialTermsAccepted: false };
    expect(inferResumeStep(e, open)).toBe(6);
  });

  it('counts changed ratings and notes as progress', () => {
    const base = { ...data(), checkinFrequency: '', coachingStyle: '', trialTermsAccepted: false };
    expect(inferResumeStep({ ...base, satisfactionRatings: { ...base.satisfactionRatings, finances: 5 } }, open)).toBe(6);
    expect(inferResumeStep({ ...data(), trialTermsAccepted: false, additionalNotes: 'Hi' }, open)).toBe(8);
    expect(inferResumeStep(data(), open)).toBe(8);
  });

  it('goes back to an earlier incomplete required step', () => {
    expect(inferResumeStep({ ...data(), primaryFocus: '', trialTermsAccepted: false }, open)).toBe(4);
    expect(inferResumeStep({ ...data(), accessCode: '' }, gated)).toBe(0);
    expect(inferResumeStep({ ...data(), accessCode: 'BETA2026', trialTermsAccepted: false }, gated)).toBe(7);
  });

  it('accepts an invite email without @ for invited users', () => {
    const d = { ...defaultIntakeData(), termsAccepted: true, firstName: 'A', lastName: 'B', email: 'invitee' };
    expect(inferResumeStep(d, { accessRequired: false, invited: true })).toBe(3);
    expect(inferResumeStep(d, open)).toBe(2);
  });
});

describe('resumePlan and nextStep: a resumed visit asks for the password once, then goes back where it left off', () => {
  const leftAtTrial = { ...data(), additionalNotes: 'Mornings work best', trialTermsAccepted: false };

  it('starts at the account step when the user had got past it, since the password is never saved', () => {
    expect(resumePlan(leftAtTrial, open)).toEqual({ step: 2, leftOff: 8 });
    expect(resumePlan({ ...leftAtTrial, accessCode: 'BETA2026', additionalNotes: '' }, gated)).toEqual({ step: 2, leftOff: 7 });
    // Not past it yet: nothing to ask again.
    const d = { ...defaultIntakeData(), termsAccepted: true };
    expect(resumePlan(d, open)).toEqual({ step: 2, leftOff: 2 });
    expect(resumePlan(defaultIntakeData(), gated)).toEqual({ step: 0, leftOff: 0 });
  });

  it('Next from the account step skips the steps already answered, straight to where the user left off', () => {
    const values = { ...leftAtTrial, password: 'longenough', confirmPassword: 'longenough' };
    expect(nextStep(2, values, open, 8)).toBe(8);
    // A required step left incomplete on the way is not skipped.
    expect(nextStep(2, { ...values, coachingStyle: '' }, open, 8)).toBe(6);
    // Without a resume point (or once reached), Next is the following step.
    expect(nextStep(2, values, open, null)).toBe(3);
    expect(nextStep(0, values, gated, null)).toBe(1);
    expect(nextStep(7, values, open, 3)).toBe(8);
  });
});

describe('progressOf', () => {
  it('numbers from 1 with 9 steps when the access step shows, else 8', () => {
    expect(progressOf(0, true)).toEqual({ number: 1, total: 9, percent: 11 });
    expect(progressOf(1, false)).toEqual({ number: 1, total: 8, percent: 13 });
    expect(progressOf(8, false)).toEqual({ number: 8, total: 8, percent: 100 });
  });
});

describe('parseSaved', () => {
  it('keeps known fields of the right type and ignores the rest', () => {
    const raw = JSON.stringify({
      data: { firstName: 'Ada', motivationLevel: 9, supportAreas: ['career', 3], password: 'x', satisfactionRatings: { finances: 4 } },
    });
    const d = parseSaved(raw);
    expect(d?.firstName).toBe('Ada');
    expect(d?.motivationLevel).toBe(3);
    expect(d?.supportAreas).toEqual(['career']);
    expect(d?.satisfactionRatings.finances).toBe(4);
    expect(d).not.toHaveProperty('password');
    expect(parseSaved('not json')).toBeNull();
    expect(parseSaved(null)).toBeNull();
  });
});
