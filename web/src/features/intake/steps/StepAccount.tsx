import { Alert, Box, Field, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { ERR, ONBOARDING_ERR, PASSWORD_MIN_INTAKE } from '@coach/contract';
import { ErrorMessage } from '../../../components/ErrorMessage.tsx';
import { FormField, PasswordField } from '../../../components/FormFields.tsx';
import { checkEmail } from '../emailCheck.ts';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

/** What the availability check found, under the email field (the 'taken' case shows as the field error). */
function EmailStatusLine() {
  const status = useIntakeStore((s) => s.emailStatus);
  const checked = useIntakeStore((s) => s.emailChecked);
  const email = useIntakeStore((s) => s.data.email.trim());
  if (checked !== email) return null;
  if (status === 'checking')
    return (
      <HStack gap="2" fontSize="sm" color="fg.muted">
        <Spinner size="xs" /> <Text>Checking email...</Text>
      </HStack>
    );
  if (status === 'available')
    return (
      <HStack gap="1.5" fontSize="sm" color={{ base: 'green.700', _dark: 'green.300' }}>
        <LuCircleCheck aria-hidden /> <Text>{ONBOARDING_ERR.EMAIL_AVAILABLE}</Text>
      </HStack>
    );
  if (status === 'error')
    return (
      <HStack gap="1.5" fontSize="sm" color={{ base: 'orange.700', _dark: 'orange.300' }}>
        <LuCircleAlert aria-hidden /> <Text>{ONBOARDING_ERR.UNABLE_TO_CHECK_EMAIL}</Text>
      </HStack>
    );
  return null;
}

/**
 * Step 2: names, email (checked on blur; the invite's address is fixed) and a password of 8 or more.
 * On a resumed visit (`resumeLabel`, where the user had left off) it says why the password is asked again.
 */
export function StepAccount({ invited, resumeLabel = null }: { invited: boolean; resumeLabel?: string | null }) {
  const data = useIntakeStore((s) => s.data);
  const passwords = useIntakeStore((s) => s.passwords);
  const errors = useIntakeStore((s) => s.errors);
  const { update, setPasswords } = useIntakeStore.getState();
  const emailTaken = useIntakeStore((s) => s.emailStatus === 'taken' && s.emailChecked === s.data.email.trim());
  const emailError = errors.email ?? (emailTaken ? ERR.EMAIL_ALREADY_REGISTERED : undefined);

  return (
    <Stack gap="5">
      {resumeLabel && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Welcome back: please enter your password again</Alert.Title>
            <Alert.Description>
              For your security your password is never saved on this device. Your other answers are kept: Next takes you straight back to{' '}
              {resumeLabel}, where you left off.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField label="First name" required error={errors.firstName} rootProps={fieldMark('firstName')}>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={data.firstName}
            onChange={(e) => update({ firstName: e.target.value })}
          />
        </FormField>
        <FormField label="Last name" required error={errors.lastName} rootProps={fieldMark('lastName')}>
          <Input name="lastName" autoComplete="family-name" value={data.lastName} onChange={(e) => update({ lastName: e.target.value })} />
        </FormField>
      </SimpleGrid>

      <Field.Root invalid={!!emailError} required readOnly={invited} {...fieldMark('email')}>
        <Field.Label>
          Email
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={data.email}
          readOnly={invited}
          bg={invited ? 'bg.muted' : undefined}
          onChange={(e) => update({ email: e.target.value })}
          onBlur={(e) => {
            if (e.target.value.includes('@')) void checkEmail(e.target.value);
          }}
        />
        {invited && <Field.HelperText color="fg.muted">This is the address your invitation was sent to.</Field.HelperText>}
        <ErrorMessage>{emailError}</ErrorMessage>
        <Box aria-live="polite">{!emailError && <EmailStatusLine />}</Box>
      </Field.Root>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <PasswordField
          label="Password"
          required
          error={errors.password}
          helper={!errors.password && `At least ${PASSWORD_MIN_INTAKE} characters`}
          rootProps={fieldMark('password')}
          name="password"
          autoComplete="new-password"
          value={passwords.password}
          onChange={(password) => setPasswords({ password })}
        />
        <PasswordField
          label="Confirm password"
          required
          error={errors.confirmPassword}
          rootProps={fieldMark('confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={passwords.confirmPassword}
          onChange={(confirmPassword) => setPasswords({ confirmPassword })}
        />
      </SimpleGrid>
    </Stack>
  );
}
