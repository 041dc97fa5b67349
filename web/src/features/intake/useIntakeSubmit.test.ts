import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@coach/contract';
import { browserTimeZone } from '../../lib/profile-options.ts';
import { defaultIntakeData } from './model.ts';
import { completionBody } from './useIntakeSubmit.ts';

const values = { ...defaultIntakeData(), password: 'longenough', confirmPassword: 'longenough' };
const opts = { accessRequired: false, inviteCode: null, sessionId: 'session-1234' };

afterEach(() => vi.restoreAllMocks());

describe('the time zone the intake sends', () => {
  it("is the browser's zone when it is one of the offered zones, else the spec's default", () => {
    expect(browserTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(browserTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(browserTimeZone('Not/A_Zone')).toBe(DEFAULT_TIME_ZONE);
    expect(browserTimeZone('')).toBe(DEFAULT_TIME_ZONE);
  });

  it('goes with the completion, read from the browser', () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: 'Australia/Perth' });
    expect(completionBody(values, opts).timeZone).toBe('Australia/Perth');
  });
});
