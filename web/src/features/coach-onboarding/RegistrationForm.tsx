import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { COACH_EXPERIENCE_OPTIONS, EMAIL_MAX, ERR, NAME_MAX, ONBOARDING_ERR, PASSWORD_MAX, PASSWORD_MIN_INTAKE } from '@coach/contract';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { FailureAlert, PrivacyLink, TermsLink } from '../../components/FormParts.tsx';
import { timeZoneOptions, zoneLabel } from '../../lib/profile-options.ts';
import { FormField, optionsOf, PasswordField, SelectField, TextField } from '../../components/FormFields.tsx';
import { useFormState } from '../../components/useFormState.ts';
import { SpecializationsField } from './SpecializationsField.tsx';
import { useEmailAvailability } from './useEmailAvailability.ts';
import {
  emptyRegistration,
  EXPERIENCE_LABELS,
  firstInvalidField,
  validateRegistration,
  type RegistrationField,
  type RegistrationForm as Form,
} from './registration.ts';

interface Props {
  /** Sends the valid form; resolves with a problem text to show, or nothing when it went through. */
  onSubmit: (form: Form) => Promise<{ error: string; emailTaken?: boolean } | void>;
}

const okColor = { base: 'green.700', _dark: 'green.300' };

function EmailStatus({ status }: { status: ReturnType<typeof useEmailAvailability>['status'] }) {
  if (status === 'checking') {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" /> Checking availability...
      </HStack>
    );
  }
  if (status === 'available') {
    return (
      <HStack gap="1.5" color={okColor} fontSize="sm">
        <LuCircleCheck aria-hidden /> {ONBOARDING_ERR.EMAIL_AVAILABLE}
      </HStack>
    );
  }
  if (status === 'error')
    return (
      <Text color="fg.muted" fontSize="sm">
        {ONBOARDING_ERR.UNABLE_TO_CHECK_EMAIL}
      </Text>
    );
  return null;
}

/** The coach registration payload as a form, with its rules (docs/accounts-and-sign-in.md#coach-registration-and-onboarding). */
export function RegistrationForm({ onSubmit }: Props) {
  const { form, errors, setErrors, set, bind } = useFormState<Form>(() => emptyRegistration());
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const email = useEmailAvailability();
  const formRef = useRef<HTMLFormElement>(null);
  const zones = useMemo(() => timeZoneOptions(form.timeZone), [form.timeZone]);

  const focus = (field: RegistrationField) => (formRef.current?.querySelector(`[name="${field}"]`) as HTMLElement | null)?.focus();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateRegistration(form, email.status);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      focus(first);
      return;
    }
    setFormError(null);
    setSubmitting(true);
    const problem = await onSubmit(form);
    if (!problem) return; // the page moves on
    setSubmitting(false);
    setFormError(problem.error);
    if (problem.emailTaken) {
      email.markTaken(form.email);
      setErrors({ email: ERR.EMAIL_ALREADY_REGISTERED });
      focus('email');
    }
  };

  const emailError = errors.email ?? (email.status === 'taken' ? ERR.EMAIL_ALREADY_REGISTERED : undefined);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="8">
        {formError && <FailureAlert title={ONBOARDING_ERR.REGISTRATION_FAILED_TITLE}>{formError}</FailureAlert>}

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            Your account
          </Fieldset.Legend>
          <Stack gap="4" mt="2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="First name" required autoComplete="given-name" maxLength={NAME_MAX} {...bind('firstName')} />
              <TextField label="Last name" required autoComplete="family-name" maxLength={NAME_MAX} {...bind('lastName')} />
            </SimpleGrid>
            <FormField label="Email" required invalid={!!emailError}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                value={form.email}
                onChange={(e) => {
                  set('email', e.target.value);
                  if (email.status !== 'idle') email.reset();
                }}
                onBlur={() => void email.check(form.email)}
              />
              <Box aria-live="polite" minH="0">
                {emailError ? <ErrorMessage>{emailError}</ErrorMessage> : <EmailStatus status={email.status} />}
              </Box>
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <PasswordField
                label="Password"
                required
                helper={!errors.password && `At least ${PASSWORD_MIN_INTAKE} characters`}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                {...bind('password')}
              />
              <PasswordField
                label="Confirm password"
                required
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                {...bind('confirmPassword')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            Your coaching practice
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
            <TextField label="Job title" autoComplete="organization-title" maxLength={120} {...bind('jobTitle')} />
            <TextField label="Organization" autoComplete="organization" maxLength={120} {...bind('organization')} />
            <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} {...bind('phone')} />
            <SelectField label="Coaching experience" {...bind('coachingExperience')}>
              <option value="">Select years of experience</option>
              {optionsOf(COACH_EXPERIENCE_OPTIONS, (o) => EXPERIENCE_LABELS[o])}
            </SelectField>
            <Box gridColumn={{ sm: 'span 2' }}>
              <SelectField label="Time zone" {...bind('timeZone')} helper="Detected from your browser">
                {optionsOf(zones, zoneLabel)}
              </SelectField>
            </Box>
          </SimpleGrid>
        </Fieldset.Root>

        <SpecializationsField value={form.specializations} onChange={(keys) => set('specializations', keys)} />

        <Field.Root invalid={!!errors.agreedToTerms}>
          <Checkbox.Root
            checked={form.agreedToTerms}
            onCheckedChange={(d) => set('agreedToTerms', d.checked === true)}
            colorPalette="teal"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name="agreedToTerms" />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              I agree to the <TermsLink /> and the <PrivacyLink />
            </Checkbox.Label>
          </Checkbox.Root>
          <ErrorMessage>{errors.agreedToTerms}</ErrorMessage>
        </Field.Root>

        <Button type="submit" colorPalette="teal" size="lg" loading={submitting} loadingText="Creating your account...">
          Create Coach Account
        </Button>
      </Stack>
    </form>
  );
}
