import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUPPORT_AREAS,
  LIFE_SATISFACTION_AREAS,
  ZCertificationBody,
  ZExtendedProfileBody,
  ZIanaTimeZone,
  canonicalTimeZone,
  isCalendarDay,
  type TExtendedProfileBody,
} from '@coach/contract';
import { builtinReply } from '../ai-coach/builtin-reply.ts';
import { ENCOURAGE } from '../ai-coach/templates.ts';
import { sentences } from '../ai-coach/text.ts';
import type { AiContext } from '../ai-coach/types.ts';
import { systemPrompt } from '../../providers/ai/openai-compatible.ts';
import { lifeSatisfactionOf, preferencesOf, professionalFieldsIn, yearsFromRegistration } from './rules.ts';

describe('professionalFieldsIn', () => {
  it('names every professional field a body carries, null included, and no personal one', () => {
    expect(professionalFieldsIn({ city: 'Rome', firstName: 'A' })).toEqual([]);
    const body: TExtendedProfileBody = { city: 'Rome', headline: null, hourlyRate: 10, acceptingClients: false };
    expect(professionalFieldsIn(body)).toEqual(['headline', 'hourlyRate', 'acceptingClients']);
  });
});

describe('yearsFromRegistration', () => {
  it("maps the ranges both lists share and leaves the registration's 10+ unset", () => {
    expect(['0-1', '2-5', '6-10', '10+', null, 'junk'].map((v) => yearsFromRegistration(v))).toEqual(['0-1', '2-5', '6-10', null, null, null]);
  });
});

describe('preferencesOf', () => {
  const saved = {
    checkinFrequency: 'weekly',
    lifeSatisfaction: { career: 2, health: 11, recreation: 'x' },
    supportAreas: ['career', 'retired-area'],
    motivationLevel: 'high',
    coachingStyle: 'direct',
    additionalNotes: null,
    updatedAt: new Date('2026-01-02T03:04:05Z'),
  };

  it('reads saved preferences, dropping values no longer in the lists and out-of-scale ratings', () => {
    const p = preferencesOf(saved, { coachingStyle: 'reflective' }, 'she/her');
    expect(p).toMatchObject({ checkinFrequency: 'weekly', supportAreas: ['career'], coachingStyle: 'direct', pronouns: 'she/her', updatedAt: '2026-01-02T03:04:05.000Z' });
    expect(p.lifeSatisfaction).toMatchObject({ career: 2, health: 7, recreation: 7 });
  });

  it("before a save: the intake's answers that fit the lists, then the defaults", () => {
    const fromIntake = preferencesOf(undefined, { supportAreas: ['stress', 'other'], coachingStyle: 'gentle', checkinFrequency: 'monthly', motivationLevel: 5 }, null);
    expect(fromIntake).toMatchObject({ supportAreas: ['stress'], coachingStyle: null, checkinFrequency: 'monthly', motivationLevel: null, updatedAt: null });
    expect(preferencesOf(undefined, null, null).supportAreas).toEqual([...DEFAULT_SUPPORT_AREAS]);
  });

  it('rates every area 7 until it is moved', () => {
    expect(Object.keys(lifeSatisfactionOf(null))).toEqual([...LIFE_SATISFACTION_AREAS]);
    expect(new Set(Object.values(lifeSatisfactionOf({})))).toEqual(new Set([7]));
    expect(lifeSatisfactionOf({ career: 1, finances: 10 })).toMatchObject({ career: 1, finances: 10 });
  });
});

describe('contract rules', () => {
  it('takes IANA names the runtime knows and no offsets or abbreviations', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    for (const bad of ['+05:30', 'EST', 'Mars/Base', 'Europe/Berlin; drop table', '']) expect(canonicalTimeZone(bad), bad).toBeNull();
    expect(ZIanaTimeZone.parse(' Europe/Paris ')).toBe('Europe/Paris');
  });

  it('knows which calendar days exist', () => {
    expect(['2024-02-29', '2026-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '2026-02-30T00:00'].some(isCalendarDay)).toBe(false);
    expect(ZCertificationBody.safeParse({ issueDate: '' }).success).toBe(true);
    expect(ZCertificationBody.safeParse({ verificationStatus: 'verified' }).success).toBe(false);
  });

  it('refuses fields nobody may set through the profile', () => {
    for (const field of ['email', 'role', 'primaryRoleId', 'emailVerified', 'trialEndDate', 'profilePhotoUrl']) {
      expect(ZExtendedProfileBody.safeParse({ [field]: 'x' }).success, field).toBe(false);
    }
  });
});

describe("the AI coach and the client's saved preferences", () => {
  const context = (over: Partial<AiContext> = {}): AiContext => ({
    client: { firstName: 'Samantha', preferredName: 'Sam' },
    coachName: null,
    level: 'ENHANCED',
    intake: { coachingStyle: 'encouraging', supportAreas: ['career'] },
    goals: [],
    history: [{ from: 'client', content: 'Things at work have been busy and I keep putting off the big report' }],
    ...over,
  });

  it("the model's instructions name the saved style and support areas, which override the intake", () => {
    const prompt = systemPrompt(context({ preferences: { coachingStyle: 'direct', supportAreas: ['productivity', 'stress'] } }), undefined);
    expect(prompt).toContain("Sam's current coaching preferences (they override the intake): preferred coaching style: direct; wants support with: productivity, stress.");
    expect(systemPrompt(context(), undefined)).not.toContain('current coaching preferences');
    expect(systemPrompt(context({ preferences: { coachingStyle: null, supportAreas: [] } }), undefined)).not.toContain('current coaching preferences');
  });

  it("the built-in coach takes the saved style's tone over the intake's", () => {
    const reply = builtinReply(context({ preferences: { coachingStyle: 'direct', supportAreas: [] } }));
    expect(sentences(reply.content).some((s) => ENCOURAGE.direct.includes(s)), reply.content).toBe(true);
    const intakeOnly = builtinReply(context());
    expect(sentences(intakeOnly.content).some((s) => ENCOURAGE.direct.includes(s)), intakeOnly.content).toBe(false);
  });
});
