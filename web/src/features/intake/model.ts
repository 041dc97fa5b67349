import { INTAKE_SCALE, SATISFACTION_AREAS, type SatisfactionArea } from '@coach/contract';

/** The last step of the wizard, steps 0 to 8 (docs/intake-and-billing.md#intake-wizard). */
export const LAST_STEP = 8;
export const ACCESS_STEP = 0;
export const ACCOUNT_STEP = 2;

/**
 * Everything the wizard collects except the passwords, which are kept in memory only and never
 * saved on the device. This is also the shape saved locally on every change.
 */
export interface IntakeData {
  accessCode: string;
  termsAccepted: boolean;
  firstName: string;
  lastName: string;
  email: string;
  preferredName: string;
  pronouns: string;
  customPronouns: string;
  supportAreas: string[];
  otherSupportArea: string;
  primaryFocus: string;
  motivationLevel: number;
  satisfactionRatings: Record<SatisfactionArea, number>;
  checkinFrequency: string;
  coachingStyle: string;
  additionalNotes: string;
  trialTermsAccepted: boolean;
}

export interface Passwords {
  password: string;
  confirmPassword: string;
}

export type IntakeValues = IntakeData & Passwords;
export type IntakeField = keyof IntakeValues;

/** Of the twelve support areas, goal-setting and accountability are chosen by default (docs/intake-and-billing.md#intake-wizard). */
export const DEFAULT_SUPPORT_AREAS = ['goal-setting', 'accountability'];
export const CUSTOM_PRONOUNS = 'custom';

export const defaultRatings = (): Record<SatisfactionArea, number> =>
  Object.fromEntries(SATISFACTION_AREAS.map((k) => [k, INTAKE_SCALE.default])) as Record<SatisfactionArea, number>;

export const defaultIntakeData = (): IntakeData => ({
  accessCode: '',
  termsAccepted: false,
  firstName: '',
  lastName: '',
  email: '',
  preferredName: '',
  pronouns: '',
  customPronouns: '',
  supportAreas: [...DEFAULT_SUPPORT_AREAS],
  otherSupportArea: '',
  primaryFocus: '',
  motivationLevel: INTAKE_SCALE.default,
  satisfactionRatings: defaultRatings(),
  checkinFrequency: '',
  coachingStyle: '',
  additionalNotes: '',
  trialTermsAccepted: false,
});

/** Which wizard context the steps run in. */
export interface WizardContext {
  /** The access-code step shows (the system requires a code and the user is not invited). */
  accessRequired: boolean;
  invited: boolean;
}

/** The steps shown, in order: 0 to 8, without the access step when it is not needed. */
export const visibleSteps = (accessRequired: boolean): number[] =>
  Array.from({ length: LAST_STEP + 1 }, (_, i) => i).filter((s) => accessRequired || s !== ACCESS_STEP);

export const firstStep = (accessRequired: boolean) => (accessRequired ? ACCESS_STEP : 1);

/** 'Step X of N' numbering: X starts at 1 whichever step comes first. */
export function progressOf(step: number, accessRequired: boolean) {
  const steps = visibleSteps(accessRequired);
  const index = Math.max(0, steps.indexOf(step));
  const total = steps.length;
  return { number: index + 1, total, percent: Math.round(((index + 1) / total) * 100) };
}

/**
 * Reads data saved by an earlier visit, keeping only known fields of the right type so that an
 * older or hand-edited save cannot break the form. Returns null when nothing usable is saved.
 */
export function parseSaved(raw: string | null): IntakeData | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const saved = (parsed as { data?: unknown } | null)?.data;
  if (!saved || typeof saved !== 'object') return null;
  const src = saved as Record<string, unknown>;
  const base = defaultIntakeData();
  const out: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = src[key];
    if (key === 'satisfactionRatings') {
      const ratings = { ...base.satisfactionRatings };
      if (value && typeof value === 'object') {
        for (const area of SATISFACTION_AREAS) {
          const r = (value as Record<string, unknown>)[area];
          if (isScale(r)) ratings[area] = r;
        }
      }
      out[key] = ratings;
    } else if (key === 'motivationLevel') {
      out[key] = isScale(value) ? value : fallback;
    } else if (Array.isArray(fallback)) {
      out[key] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback;
    } else if (typeof value === typeof fallback) {
      out[key] = value;
    }
  }
  return out as unknown as IntakeData;
}

const isScale = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= INTAKE_SCALE.min && v <= INTAKE_SCALE.max;

/** Whether saved data holds anything the user entered (worth offering to continue). */
export const hasProgress = (data: IntakeData) => JSON.stringify(data) !== JSON.stringify(defaultIntakeData());
