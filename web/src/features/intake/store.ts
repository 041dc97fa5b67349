import { create } from 'zustand';
import { defaultIntakeData, parseSaved, type IntakeData, type IntakeField, type Passwords } from './model.ts';
import type { StepErrors } from './validation.ts';

/** Where the wizard keeps its partial data between visits (never the passwords). */
export const INTAKE_STORAGE_KEY = 'coach.intake.v1';

export type EmailStatus = 'idle' | 'checking' | 'available' | 'taken' | 'error';

interface IntakeState {
  data: IntakeData;
  passwords: Passwords;
  step: number;
  errors: StepErrors;
  /** The result of the availability check for `emailChecked`. */
  emailStatus: EmailStatus;
  emailChecked: string;
  /** On a resumed visit, the step the user had left off at: Next goes back there once the password is in again. */
  resumeTo: number | null;
  /** A user change: updates the form, clears the changed fields' errors, saves locally. */
  update: (patch: Partial<IntakeData>) => void;
  setPasswords: (patch: Partial<Passwords>) => void;
  setStep: (step: number) => void;
  setErrors: (errors: StepErrors) => void;
  setEmailStatus: (email: string, status: EmailStatus) => void;
  /** Replaces the form without saving (fresh start, restored data, invite prefill). */
  load: (data: IntakeData, step: number, resumeTo?: number | null) => void;
}

const initial = () => ({
  data: defaultIntakeData(),
  passwords: { password: '', confirmPassword: '' },
  errors: {},
  emailStatus: 'idle' as EmailStatus,
  emailChecked: '',
  resumeTo: null as number | null,
});

function withoutFields(errors: StepErrors, fields: string[]): StepErrors {
  if (!fields.some((f) => f in errors)) return errors;
  const next = { ...errors };
  for (const f of fields) delete next[f as IntakeField];
  return next;
}

export const useIntakeStore = create<IntakeState>()((set, get) => ({
  ...initial(),
  step: 1,

  update: (patch) => {
    const data = { ...get().data, ...patch };
    set({ data, errors: withoutFields(get().errors, Object.keys(patch)) });
    saveIntake(data);
  },
  setPasswords: (patch) => set({ passwords: { ...get().passwords, ...patch }, errors: withoutFields(get().errors, Object.keys(patch)) }),
  setStep: (step) => {
    const { resumeTo } = get();
    set({ step, errors: {}, resumeTo: resumeTo !== null && step < resumeTo ? resumeTo : null });
  },
  setErrors: (errors) => set({ errors }),
  setEmailStatus: (email, status) => set({ emailChecked: email, emailStatus: status }),
  load: (data, step, resumeTo = null) =>
    set({ ...initial(), data, step, resumeTo: resumeTo !== null && resumeTo > step ? resumeTo : null }),
}));

export function saveIntake(data: IntakeData) {
  try {
    localStorage.setItem(INTAKE_STORAGE_KEY, JSON.stringify({ data, savedAt: new Date().toISOString() }));
  } catch {
    /* storage full or blocked: the wizard still works, it just cannot be resumed */
  }
}

export function readSavedIntake(): IntakeData | null {
  try {
    return parseSaved(localStorage.getItem(INTAKE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function clearSavedIntake() {
  try {
    localStorage.removeItem(INTAKE_STORAGE_KEY);
  } catch {
    /* nothing saved */
  }
}
