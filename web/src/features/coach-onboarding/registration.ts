import {
  type COACH_EXPERIENCE_OPTIONS,
  DEFAULT_TIME_ZONE,
  ERR,
  isEmail,
  ONBOARDING_ERR,
  PASSWORD_MIN_INTAKE,
  type TCoachRegisterBody,
} from '@coach/contract';

export type CoachExperience = (typeof COACH_EXPERIENCE_OPTIONS)[number];

/** The coach registration payload, as the form holds it (docs/accounts-and-sign-in.md#coach-registration-and-onboarding). */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  jobTitle: string;
  organization: string;
  phone: string;
  timeZone: string;
  coachingExperience: CoachExperience | '';
  specializations: string[];
  agreedToTerms: boolean;
}

export type RegistrationField = keyof RegistrationForm;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The order in which the form shows its fields: the first invalid one gets the focus. */
export const REGISTRATION_FIELD_ORDER: RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'jobTitle',
  'organization',
  'phone',
  'timeZone',
  'coachingExperience',
  'specializations',
  'agreedToTerms',
];

/** Years of experience at registration (COACH_EXPERIENCE_OPTIONS). */
export const EXPERIENCE_LABELS: Record<CoachExperience, string> = {
  '0-1': '0-1 years',
  '2-5': '2-5 years',
  '6-10': '6-10 years',
  '10+': '10+ years',
};

/** The time zone defaults to the browser's. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export const emptyRegistration = (timeZone = browserTimeZone()): RegistrationForm => ({
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  jobTitle: '',
  organization: '',
  phone: '',
  timeZone,
  coachingExperience: '',
  specializations: [],
  agreedToTerms: false,
});

/** What the last availability check said about the email (checked on blur when it holds an @). */
export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/** The availability check runs only once the address contains an @. */
export const shouldCheckEmail = (email: string) => email.includes('@');

/**
 * docs/accounts-and-sign-in.md#coach-registration-and-onboarding: first and last name, email, password and confirmation required;
 * the password at least PASSWORD_MIN (8) characters; both passwords the same; the terms agreed; the email not taken.
 */
export function validateRegistration(form: RegistrationForm, emailStatus: EmailAvailability = 'idle'): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(form.email)) errors.email = ERR.EMAIL_INVALID;
  else if (emailStatus === 'taken') errors.email = ERR.EMAIL_ALREADY_REGISTERED;
  if (!form.password) errors.password = 'Password is required';
  else if (form.password.length < PASSWORD_MIN_INTAKE) {
    errors.password = `Password must be at least ${PASSWORD_MIN_INTAKE} characters`;
  }
  if (!form.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (form.password && form.confirmPassword !== form.password) errors.confirmPassword = ERR.PASSWORDS_DO_NOT_MATCH;
  if (!form.agreedToTerms) errors.agreedToTerms = ONBOARDING_ERR.TERMS_REQUIRED;
  return errors;
}

export const firstInvalidField = (errors: RegistrationErrors): RegistrationField | null =>
  REGISTRATION_FIELD_ORDER.find((f) => errors[f]) ?? null;

const optional = (v: string) => v.trim() || null;

/** POST /api/coaches/register body; the access code rides along when this tab validated one. */
export function toRegisterBody(form: RegistrationForm, accessCode: string | null): TCoachRegisterBody {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    password: form.password,
    confirmPassword: form.confirmPassword,
    jobTitle: optional(form.jobTitle),
    organization: optional(form.organization),
    phone: optional(form.phone),
    timeZone: optional(form.timeZone),
    coachingExperience: form.coachingExperience || null,
    specializations: form.specializations,
    agreedToTerms: true,
    ...(accessCode ? { accessCode } : {}),
  };
}
