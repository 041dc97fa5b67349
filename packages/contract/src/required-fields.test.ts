import { describe, expect, it } from 'vitest';
import { ERR } from './errors.ts';
import { ZChangePasswordBody, ZLoginBody, ZRegisterBody, ZVerifyEmailBody } from './auth.ts';
import { ZContactBody } from './contact.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the texts for missing fields', () => {
  it('login: an absent or blank field asks to fill in all fields; a wrong type keeps its own text', () => {
    expect(firstMessage(ZLoginBody.safeParse({}))).toBe(ERR.MISSING_FIELDS);
    expect(firstMessage(ZLoginBody.safeParse({ email: 'a@b.co' }))).toBe(ERR.MISSING_FIELDS);
    expect(firstMessage(ZLoginBody.safeParse({ email: ' ', password: 'x' }))).toBe(ERR.MISSING_FIELDS);
    expect(firstMessage(ZLoginBody.safeParse({ email: 'a@b.co', password: 5 }))).not.toBe(ERR.MISSING_FIELDS);
    expect(ZLoginBody.safeParse({ email: ' a@b.co ', password: 'x' })).toMatchObject({ success: true, data: { email: 'a@b.co' } });
  });

  it('contact: each of the four fields', () => {
    const full = { name: 'N', email: 'n@example.test', inquiryType: 'Other', message: 'Hi' };
    expect(ZContactBody.safeParse(full).success).toBe(true);
    for (const key of Object.keys(full) as Array<keyof typeof full>) {
      const rest: Partial<typeof full> = { ...full };
      delete rest[key];
      expect(firstMessage(ZContactBody.safeParse(rest)), key).toBe(ERR.CONTACT_MISSING);
    }
    expect(firstMessage(ZContactBody.safeParse({ ...full, inquiryType: 'Sales' }))).not.toBe(ERR.CONTACT_MISSING);
    expect(firstMessage(ZContactBody.safeParse({ ...full, email: 'nope' }))).toBe(ERR.EMAIL_INVALID);
  });

  it('change password and verification codes', () => {
    expect(firstMessage(ZChangePasswordBody.safeParse({ newPassword: 'abcdef' }))).toBe(ERR.CURRENT_PASSWORD_REQUIRED);
    expect(firstMessage(ZChangePasswordBody.safeParse({ currentPassword: 'x', newPassword: '' }))).toBe(ERR.NEW_PASSWORD_REQUIRED);
    expect(firstMessage(ZChangePasswordBody.safeParse({ currentPassword: 'x', newPassword: 'abc' }))).toBe(ERR.NEW_PASSWORD_TOO_SHORT);
    expect(firstMessage(ZVerifyEmailBody.safeParse({}))).toBe(ERR.CODE_NEEDS_SIX);
    expect(firstMessage(ZVerifyEmailBody.safeParse({ code: '12a456' }))).toBe(ERR.CODE_NEEDS_SIX);
  });

  it('register lower-cases the email', () => {
    const parsed = ZRegisterBody.parse({ firstName: 'A', lastName: 'B', email: ' Mixed@Case.Test ', password: '12345678' });
    expect(parsed.email).toBe('mixed@case.test');
  });
});
