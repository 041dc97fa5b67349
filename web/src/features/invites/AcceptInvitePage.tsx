import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Center, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { LuCircleAlert, LuMail, LuPartyPopper } from 'react-icons/lu';
import { ERR, ONBOARDING_ERR, type TVerifyInviteResponse } from '@coach/contract';
import { ApiError, errorText } from '../../lib/api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { useAuth } from '../auth/store.ts';
import { FormField } from '../../components/FormFields.tsx';
import { PENDING_INVITE_KEY, type PendingInvite } from '../intake/invite.ts';
import { inviteKeys, invitesApi } from './api.ts';

const INVITED = "You've Been Invited!";

function InvalidInvitation({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <AuthCard title={ONBOARDING_ERR.INVALID_INVITATION_TITLE} description={message} icon={<LuCircleAlert />} focusTitle>
      <Button colorPalette="teal" onClick={() => navigate('/')}>
        Return to Home
      </Button>
    </AuthCard>
  );
}

/** The invitation creates a new account: a signed-in visitor is told so and may log out here. */
function SignedInNote() {
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <Alert.Root status="info" flexWrap="wrap" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Description>
          You are signed in as {user.email}. This invitation is for a new account; log out to accept it.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={logout}>
        Log out
      </Button>
    </Alert.Root>
  );
}

interface EnterEmailProps {
  code: string;
  onVerified: (details: TVerifyInviteResponse) => void;
  /** The invitation went away (cancelled, expired, accepted) while the page was open. */
  onInvalid: (message: string) => void;
}

function EnterEmail({ code, onVerified, onInvalid }: EnterEmailProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!email.trim()) {
      setError(ERR.EMAIL_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      onVerified(await invitesApi.verify(code, { email: email.trim() }));
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && (err.code === 'INVITE_NO_LONGER_VALID' || err.status === 404)) return onInvalid(err.message);
      setError(errorText(err, ONBOARDING_ERR.FAILED_TO_VERIFY_EMAIL));
      inputRef.current?.focus();
    }
  };

  return (
    <AuthCard title={INVITED} description="Enter the email address this invitation was sent to." icon={<LuMail />}>
      <Stack asChild gap="5">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <SignedInNote />
          <FormField required label="Email address" error={error}>
            <Input
              ref={inputRef}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={pending} loadingText="Verifying...">
            Continue
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}

function ShowDetails({ code, details }: { code: string; details: TVerifyInviteResponse }) {
  const navigate = useNavigate();
  const accept = () => {
    const { inviteeEmail, coachName, personalMessage } = details;
    const pending: PendingInvite = { code, inviteeEmail, coachName, personalMessage };
    try {
      localStorage.setItem(PENDING_INVITE_KEY, JSON.stringify(pending));
    } catch {
      /* private mode: intake still has the code from the link */
    }
    navigate(`/intake?inviteCode=${encodeURIComponent(code)}`);
  };
  return (
    <AuthCard
      title={INVITED}
      icon={<LuPartyPopper />}
      focusTitle
      description={
        <>
          <Text as="strong" color="fg">
            {details.coachName}
          </Text>{' '}
          has invited you to start coaching together.
        </>
      }
    >
      <Stack gap="5">
        <SignedInNote />
        {details.personalMessage && (
          <Box as="figure" borderStartWidth="4px" borderColor="teal.solid" bg="bg.subtle" rounded="l2" px="4" py="3">
            <Text as="figcaption" fontSize="sm" color="fg.muted" mb="1">
              A message from {details.coachName}
            </Text>
            <Text as="blockquote" whiteSpace="pre-wrap">
              {details.personalMessage}
            </Text>
          </Box>
        )}
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Invitation for {details.inviteeEmail}
        </Text>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
          <Button variant="outline" flex={{ sm: '1' }} onClick={() => navigate('/')}>
            Not Now
          </Button>
          <Button colorPalette="teal" flex={{ sm: '1' }} onClick={accept}>
            Accept & Get Started
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

/** docs/intake-and-billing.md#accepting-an-invite: validating, enter-email, show-details, or error at any step. */
export default function AcceptInvitePage() {
  const code = (useParams().code ?? '').trim();
  const [details, setDetails] = useState<TVerifyInviteResponse | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const validation = useQuery({
    queryKey: inviteKeys.validation(code),
    queryFn: () => invitesApi.validate(code),
    enabled: !!code,
    retry: false,
    staleTime: Infinity,
  });

  if (!code) return <InvalidInvitation message={ONBOARDING_ERR.INVALID_INVITE_LINK} />;
  if (invalid !== null) return <InvalidInvitation message={invalid || ONBOARDING_ERR.INVALID_INVITATION} />;
  if (validation.isPending) {
    return (
      <AuthCard title="Validating invitation..." icon={<LuMail />}>
        <Center role="status" py="2">
          <Spinner size="lg" color="teal.solid" />
          <VisuallyHidden>Validating invitation...</VisuallyHidden>
        </Center>
      </AuthCard>
    );
  }
  if (validation.isError) return <InvalidInvitation message={errorText(validation.error, ONBOARDING_ERR.INVALID_INVITATION)} />;
  if (!validation.data.valid) return <InvalidInvitation message={validation.data.message || ONBOARDING_ERR.INVALID_INVITATION} />;
  if (details) return <ShowDetails code={code} details={details} />;
  return <EnterEmail code={code} onVerified={setDetails} onInvalid={setInvalid} />;
}
