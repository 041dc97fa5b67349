import type { OnboardingErrors, OnboardingField, OnboardingForm } from '../onboarding.ts';

export interface StepProps {
  form: OnboardingForm;
  errors: OnboardingErrors;
  set: <K extends OnboardingField>(name: K, value: OnboardingForm[K]) => void;
}
