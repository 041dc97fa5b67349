import { describe, expect, it } from 'vitest';
import {
  LIFE_SATISFACTION_AREAS,
  ZCertificationBody,
  ZExtendedProfileBody,
  ZIanaTimeZone,
  canonicalTimeZone,
  isCalendarDay,
  type TExtendedProfileBody,
} from '@coach/contract';
import { builtinReply } from '../ai-coach/builtin-reply.ts';
import { ENCOURAGE } from '../ai-coach/wording.ts';
import { sentences } from '../ai-coach/text.ts';
import type { AiContext } from '../../providers/ai/types.ts';
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
    expect(['0-1', '2-5', '6-10', '10+', null, 'junk'].map((v) => yearsFromRegistration(v))).toEqual([
      '0-1',
      '2-5',
      '6-10',
      null,
      null,
      null,
    ]);
  });
});

describe('preferencesOf', () => {
  const intake = {
    supportAreas: ['stress', 'other'],
    coachingStyle: 'reflective',
    checkinFrequency: 'monthly',
    motivationLevel: 4,
    satisfactionRatings: { physicalHealth: 2, mentalHealth: 5, workSchool: 9, finances: 'x' },
    additionalNotes: '  Evenings only ',
  };
  const saved = {
    checkinFrequency: null,
    lifeSatisfaction: { physicalHealth: 4, overallLife: 6, career: 3 },
    supportAreas: null,
    motivationLevel: null,
    coachingStyle: 'direct',
    additionalNotes: null,
    updatedAt: new Date('2026-01-02T03:04:05Z'),
  };

  it("shows the intake's answers on the intake's areas and 1-5 scale, nothing made up", () => {
    const p = preferencesOf(undefined, intake, 'she/her');
    expect(p).toEqual({
      checkinFrequency: 'monthly',
      coachingStyle: 'reflective',
      supportAreas: ['stress'],
      motivationLevel: 4,
      // Out of scale or not a number: not rated.
      lifeSatisfaction: {
        physicalHealth: 2,
        mentalHealth: 5,
        workSchool: null,
        finances: null,
        relationships: null,
        funHobbies: null,
        personalGrowth: null,
        overallLife: null,
      },
      pronouns: 'she/her',
      additionalNotes: 'Evenings only',
      updatedAt: null,
    });
  });

  it('field by field, what was set on the account page wins; what was not keeps the intake answer', () => {
    const p = preferencesOf(saved, intake, null);
    expect(p).toMatchObject({
      checkinFrequency: 'monthly',
      coachingStyle: 'direct',
      supportAreas: ['stress'],
      motivationLevel: 4,
      additionalNotes: 'Evenings only',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(p.lifeSatisfaction).toMatchObject({ physicalHealth: 4, mentalHealth: 5, overallLife: null });
    expect(Object.keys(p.lifeSatisfaction)).toEqual([...LIFE_SATISFACTION_AREAS]);
    // A note cleared there, and support areas all unchecked there, stay so.
    expect(preferencesOf({ ...saved, additionalNotes: '', supportAreas: [] }, intake, null)).toMatchObject({
      additionalNotes: null,
      supportAreas: [],
    });
  });

  it('without an intake or a save, everything is unset', () => {
    const p = preferencesOf(undefined, null, null);
    expect(p).toMatchObject({
      checkinFrequency: null,
      coachingStyle: null,
      supportAreas: [],
      motivationLevel: null,
      additionalNotes: null,
    });
    expect(new Set(Object.values(p.lifeSatisfaction))).toEqual(new Set([null]));
    expect(lifeSatisfactionOf({ finances: 5 }, { finances: 1, relationships: 3 })).toMatchObject({
      finances: 5,
      relationships: 3,
      overallLife: null,
    });
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
    expect(prompt).toContain(
      "Sam's current coaching preferences (they override the intake): preferred coaching style: direct; wants support with: productivity, stress.",
    );
    expect(systemPrompt(context(), undefined)).not.toContain('current coaching preferences');
    expect(systemPrompt(context({ preferences: { coachingStyle: null, supportAreas: [] } }), undefined)).not.toContain(
      'current coaching preferences',
    );
    const rated = systemPrompt(
      context({ preferences: { coachingStyle: null, supportAreas: [], motivationLevel: 5, lifeSatisfaction: { workSchool: 3 } } }),
      undefined,
    );
    expect(rated).toContain(
      "Sam's current coaching preferences (they override the intake): motivation (1-5): 5; life satisfaction (1-5 each): workSchool 3.",
    );
  });

  it("the built-in coach takes the saved style's tone over the intake's", () => {
    const reply = builtinReply(context({ preferences: { coachingStyle: 'direct', supportAreas: [] } }));
    expect(
      sentences(reply.content).some((s) => ENCOURAGE.direct.includes(s)),
      reply.content,
    ).toBe(true);
    const intakeOnly = builtinReply(context());
    expect(
      sentences(intakeOnly.content).some((s) => ENCOURAGE.direct.includes(s)),
      intakeOnly.content,
    ).toBe(false);
  });
});
