import type { OnboardingErrors, OnboardingField, OnboardingForm } from '../onboarding.ts';

export interface StepProps {
  form: OnboardingForm;
  errors: OnboardingErrors;
  set: <K extends OnboardingField>(name: K, value: OnboardingForm[K]) => void;
}

type TextFieldName = Exclude<OnboardingField, 'subscriptionTier'>;

/** `field('headline')`: the name, value, change handler and error that tie one text field to the step's form. */
export function bindFields({ form, errors, set }: StepProps) {
  return (name: TextFieldName) => ({ name, value: form[name], onChange: (value: string) => set(name, value), error: errors[name] });
}
