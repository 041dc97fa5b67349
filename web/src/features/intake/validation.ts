import { ERR, ZAccessCodeInput, ZEmail, ZIntakeForm } from '@coach/contract';
import { ApiError } from '../../lib/api.ts';
import {
  ACCESS_STEP,
  ACCOUNT_STEP,
  defaultIntakeData,
  firstStep,
  LAST_STEP,
  visibleSteps,
  type IntakeData,
  type IntakeField,
  type IntakeValues,
  type WizardContext,
} from './model.ts';

export type StepErrors = Partial<Record<IntakeField, string>>;

export interface StepCheck {
  invited: boolean;
  /** The email check said this address already has an account. */
  emailTaken?: boolean;
}

const fields = ZIntakeForm.shape;

/** The contract's own message for a value its field schema refuses, so no text is typed twice. */
interface Checkable {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };
}

function problem(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function collect(entries: [IntakeField, string | undefined][]): StepErrors {
  const errors: StepErrors = {};
  for (const [field, message] of entries) if (message && !errors[field]) errors[field] = message;
  return errors;
}

/** The email must be an address (something@domain.tld), except for invited users whose address comes from the invite. */
function emailProblem(email: string, { invited, emailTaken }: StepCheck): string | undefined {
  const missing = problem(fields.email, email);
  if (missing) return missing;
  // The contract's email schema, the one the server applies at the end (name@example fails here too).
  if (!invited && problem(ZEmail, email)) return ERR.EMAIL_INVALID;
  if (emailTaken) return ERR.EMAIL_ALREADY_REGISTERED;
  return undefined;
}

/**
 * What must hold before leaving `step` (docs/intake-and-billing.md#intake-wizard). Returns the
 * problems by field (empty when the step passes). Steps 3, 5 and 7 always pass; step 0 needs a
 * non-empty code (the server checks it is valid).
 */
export function validateStep(step: number, v: IntakeValues, check: StepCheck): StepErrors {
  switch (step) {
    case ACCESS_STEP:
      return collect([['accessCode', problem(ZAccessCodeInput, v.accessCode)]]);
    case 1:
      return collect([['termsAccepted', problem(fields.termsAccepted, v.termsAccepted)]]);
    case ACCOUNT_STEP:
      return collect([
        ['firstName', problem(fields.firstName, v.firstName)],
        ['lastName', problem(fields.lastName, v.lastName)],
        ['email', emailProblem(v.email, check)],
        ['password', problem(fields.password, v.password)],
        ['confirmPassword', v.password !== v.confirmPassword ? ERR.PASSWORDS_DO_NOT_MATCH : undefined],
      ]);
    case 4:
      return collect([
        ['supportAreas', problem(fields.supportAreas, v.supportAreas)],
        ['primaryFocus', problem(fields.primaryFocus, v.primaryFocus)],
      ]);
    case 6:
      return collect([
        ['checkinFrequency', problem(fields.checkinFrequency, v.checkinFrequency)],
        ['coachingStyle', problem(fields.coachingStyle, v.coachingStyle)],
      ]);
    case LAST_STEP:
      return collect([['trialTermsAccepted', problem(fields.trialTermsAccepted, v.trialTermsAccepted)]]);
    default:
      return {};
  }
}

export const isValid = (errors: StepErrors) => Object.keys(errors).length === 0;

/** Before submitting: the first shown step that does not pass, or null when all do. */
export function firstInvalidStep(v: IntakeValues, ctx: WizardContext, emailTaken = false): number | null {
  for (const step of visibleSteps(ctx.accessRequired)) {
    if (!isValid(validateStep(step, v, { invited: ctx.invited, emailTaken }))) return step;
  }
  return null;
}

/** Whether the user has put anything into a step (beyond its defaults). */
function touched(step: number, d: IntakeData): boolean {
  const base = defaultIntakeData();
  switch (step) {
    case ACCESS_STEP:
      return d.accessCode.trim() !== '';
    case 1:
      return d.termsAccepted;
    case ACCOUNT_STEP:
      return [d.firstName, d.lastName, d.email].some((s) => s.trim() !== '');
    case 3:
      return [d.preferredName, d.pronouns, d.customPronouns].some((s) => s.trim() !== '');
    case 4:
      return (
        d.primaryFocus !== '' ||
        d.otherSupportArea.trim() !== '' ||
        d.motivationLevel !== base.motivationLevel ||
        JSON.stringify([...d.supportAreas].sort()) !== JSON.stringify([...base.supportAreas].sort())
      );
    case 5:
      return JSON.stringify(d.satisfactionRatings) !== JSON.stringify(base.satisfactionRatings);
    case 6:
      return d.checkinFrequency !== '' || d.coachingStyle !== '';
    case 7:
      return d.additionalNotes.trim() !== '';
    case LAST_STEP:
      return d.trialTermsAccepted;
    default:
      return false;
  }
}

/**
 * On return, the step to resume at (docs/intake-and-billing.md#intake-wizard), inferred from the
 * furthest filled data. The furthest step the user touched is resumed after when it is complete,
 * else at itself; an earlier required step that is incomplete wins. Passwords are never saved, so
 * they are not asked about here (the account step asks for them again before the form is sent).
 */
export function inferResumeStep(data: IntakeData, ctx: WizardContext): number {
  const steps = visibleSteps(ctx.accessRequired);
  const furthest = [...steps].reverse().find((s) => touched(s, data));
  if (furthest === undefined) return firstStep(ctx.accessRequired);
  // Pretend the passwords are there: they cannot have been saved.
  const values: IntakeValues = { ...data, password: 'x'.repeat(64), confirmPassword: 'x'.repeat(64) };
  const passes = (s: number) => isValid(validateStep(s, values, { invited: ctx.invited }));
  const earlierGap = steps.find((s) => s < furthest && !passes(s));
  if (earlierGap !== undefined) return earlierGap;
  if (!passes(furthest)) return furthest;
  return Math.min(furthest + 1, LAST_STEP);
}

/**
 * Where a resumed visit starts, and where the user had left off. The password is never saved, so
 * once the user got past the account step that is the first step still needing input; `nextStep`
 * then goes straight back to where they left off instead of through every answered step.
 */
export function resumePlan(data: IntakeData, ctx: WizardContext): { step: number; leftOff: number } {
  const leftOff = inferResumeStep(data, ctx);
  return { step: Math.min(leftOff, ACCOUNT_STEP), leftOff };
}

/**
 * The step Next leads to: the following one, or on a resumed visit (`leftOff` ahead) the first
 * following step that still needs input, else the step where the user left off.
 */
export function nextStep(step: number, v: IntakeValues, ctx: WizardContext, leftOff: number | null): number {
  const following = visibleSteps(ctx.accessRequired).filter((s) => s > step);
  if (leftOff === null || leftOff <= step) return following[0] ?? LAST_STEP;
  return following.find((s) => s >= leftOff || !isValid(validateStep(s, v, { invited: ctx.invited }))) ?? LAST_STEP;
}

/** Where each field is asked: the step a server's refusal of it sends the person back to. */
const STEP_OF_FIELD: Partial<Record<IntakeField, number>> = {
  accessCode: ACCESS_STEP,
  termsAccepted: 1,
  firstName: ACCOUNT_STEP,
  lastName: ACCOUNT_STEP,
  email: ACCOUNT_STEP,
  password: ACCOUNT_STEP,
  confirmPassword: ACCOUNT_STEP,
  preferredName: 3,
  pronouns: 3,
  customPronouns: 3,
  supportAreas: 4,
  otherSupportArea: 4,
  primaryFocus: 4,
  motivationLevel: 5,
  satisfactionRatings: 5,
  checkinFrequency: 6,
  coachingStyle: 6,
  additionalNotes: 7,
  trialTermsAccepted: LAST_STEP,
};

const FIELD_OF_CODE: Record<string, IntakeField> = { EMAIL_INVALID: 'email', EMAIL_ALREADY_REGISTERED: 'email', EMAIL_TAKEN: 'email' };

/**
 * The field a refused submit is about, and its step: from the error's code, or from the field
 * name a validation message starts with ('password: ...'); null when it is about no one field.
 */
export function fieldOfSubmitError(err: unknown): { field: IntakeField; step: number } | null {
  if (!(err instanceof ApiError) || err.status >= 500) return null;
  let field: IntakeField | undefined = err.code ? FIELD_OF_CODE[err.code] : undefined;
  if (!field && err.code === 'VALIDATION_FAILED') {
    const named = /^([A-Za-z]+)[.:]/.exec(err.message)?.[1];
    if (named && named in STEP_OF_FIELD) field = named as IntakeField;
  }
  const step = field === undefined ? undefined : STEP_OF_FIELD[field];
  return field !== undefined && step !== undefined ? { field, step } : null;
}
