import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { COACH_EXPERIENCE_OPTIONS, EMAIL_MAX, ERR, NAME_MAX, ONBOARDING_ERR, PASSWORD_MAX, PASSWORD_MIN_INTAKE } from '@coach/contract';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { PrivacyLink, TermsLink } from '../../components/FormParts.tsx';
import { timeZoneOptions } from '../../lib/profile-options.ts';
import { FormField, PasswordField, SelectField, TextField } from '../../components/FormFields.tsx';
import { SpecializationsField } from './SpecializationsField.tsx';
import { useEmailAvailability } from './useEmailAvailability.ts';
import {
  emptyRegistration,
  EXPERIENCE_LABELS,
  firstInvalidField,
  validateRegistration,
  type RegistrationErrors,
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
  const [form, setForm] = useState<Form>(() => emptyRegistration());
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const email = useEmailAvailability();
  const formRef = useRef<HTMLFormElement>(null);
  const zones = useMemo(() => timeZoneOptions(form.timeZone), [form.timeZone]);

  const set = <K extends RegistrationField>(name: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

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
        {formError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{ONBOARDING_ERR.REGISTRATION_FAILED_TITLE}</Alert.Title>
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            Your account
          </Fieldset.Legend>
          <Stack gap="4" mt="2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                label="First name"
                name="firstName"
                required
                autoComplete="given-name"
                maxLength={NAME_MAX}
                value={form.firstName}
                onChange={(v) => set('firstName', v)}
                error={errors.firstName}
              />
              <TextField
                label="Last name"
                name="lastName"
                required
                autoComplete="family-name"
                maxLength={NAME_MAX}
                value={form.lastName}
                onChange={(v) => set('lastName', v)}
                error={errors.lastName}
              />
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
                error={errors.password}
                helper={!errors.password && `At least ${PASSWORD_MIN_INTAKE} characters`}
                name="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                value={form.password}
                onChange={(v) => set('password', v)}
              />
              <PasswordField
                label="Confirm password"
                required
                error={errors.confirmPassword}
                name="confirmPassword"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                value={form.confirmPassword}
                onChange={(v) => set('confirmPassword', v)}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            Your coaching practice
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
            <TextField
              label="Job title"
              name="jobTitle"
              autoComplete="organization-title"
              maxLength={120}
              value={form.jobTitle}
              onChange={(v) => set('jobTitle', v)}
            />
            <TextField
              label="Organization"
              name="organization"
              autoComplete="organization"
              maxLength={120}
              value={form.organization}
              onChange={(v) => set('organization', v)}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={form.phone}
              onChange={(v) => set('phone', v)}
            />
            <SelectField
              label="Coaching experience"
              name="coachingExperience"
              value={form.coachingExperience}
              onChange={(v) => set('coachingExperience', v as Form['coachingExperience'])}
            >
              <option value="">Select years of experience</option>
              {COACH_EXPERIENCE_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {EXPERIENCE_LABELS[o]}
                </option>
              ))}
            </SelectField>
            <Box gridColumn={{ sm: 'span 2' }}>
              <SelectField
                label="Time zone"
                name="timeZone"
                value={form.timeZone}
                onChange={(v) => set('timeZone', v)}
                helper="Detected from your browser"
              >
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replaceAll('_', ' ')}
                  </option>
                ))}
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
