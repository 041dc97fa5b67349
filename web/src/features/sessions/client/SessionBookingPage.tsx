import { useState } from 'react';
import { Alert, Box, Button, Card, Container, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { SESSION_ERR, type TAvailableSlot } from '@coach/contract';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { errorText } from '../../../lib/api.ts';
import { useAuth } from '../../auth/store.ts';
import { useRooms } from '../../rooms/queries.ts';
import { sessionKeys, sessionsApi } from '../api.ts';
import { personName } from '../../../lib/session-format.ts';
import { BookingSummary, DurationStep, GoalsStep, RequestedStep } from './BookingSteps.tsx';
import { clientCoaches } from './coaches.ts';
import { FailureAlert } from '../../../components/FormParts.tsx';

const STEP_NAMES = ['Duration', 'Goals', 'Confirm'] as const;

/**
 * The booking wizard (/session-booking, docs/sessions-and-availability.md#booking-a-slot), booking for real: 1 a length and one of
 * the coach's free times, 2 what to work on, 3 'Session Requested!' (a SCHEDULED session the coach confirms).
 */
export default function SessionBookingPage() {
  const user = useAuth((s) => s.user)!;
  const rooms = useRooms(user.id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(1);
  const [duration, setDuration] = useState(60);
  const [slot, setSlot] = useState<TAvailableSlot | null>(null);
  const [goals, setGoals] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (rooms.isPending) return <PageSpinner />;
  const coaches = clientCoaches(rooms.data ?? []);
  const wanted = params.get('coachId');
  const coach = wanted ? coaches.find((c) => c.id === wanted) : coaches[0];

  const back = () => {
    setError(null);
    setFailure(null);
    if (step === 1) navigate('/coach-search');
    else setStep(step - 1);
  };
  const next = () => {
    if (!slot) return setError('Please choose a date and time.');
    setError(null);
    setStep(2);
  };
  const request = async () => {
    if (!coach || !slot) return;
    if (goals.trim() === '') return setError('Please describe what you would like to work on.');
    setError(null);
    setFailure(null);
    setPending(true);
    try {
      await sessionsApi.bookSlot({ templateId: slot.templateId, scheduledAt: slot.scheduledAt, duration, sessionGoals: goals.trim() });
      setStep(3);
    } catch (err) {
      setFailure(errorText(err, SESSION_ERR.BOOK_FAILED));
      // The time may have just gone: the picker reads the open times again when they go back.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } finally {
      setPending(false);
    }
  };

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="5">
        {step < 3 && (
          <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={back}>
            <LuArrowLeft aria-hidden /> Back
          </Button>
        )}
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Book a Session
          </Heading>
          {coach && <Text color="fg.muted">with {personName(coach)}</Text>}
        </Stack>

        {rooms.isError ? (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1">Failed to load your coach</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void rooms.refetch()}>
              Retry
            </Button>
          </Alert.Root>
        ) : !coach ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SESSION_ERR.NO_COACH}</Alert.Title>
              <Alert.Description>
                Sessions are booked with your coach.{' '}
                <RouterLink to="/coach-search" style={{ textDecoration: 'underline' }}>
                  Find a coach
                </RouterLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Card.Root>
            <Card.Body>
              <Stack gap="5">
                <Stack gap="2">
                  <HStack justify="space-between" fontSize="sm">
                    <Text fontWeight="medium">Step {step} of 3</Text>
                    <Text color="fg.muted">{STEP_NAMES[step - 1]}</Text>
                  </HStack>
                  <Progress.Root value={(step / 3) * 100} size="sm" colorPalette="teal" aria-label={`Step ${step} of 3`}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Stack>

                {step === 1 && (
                  <DurationStep
                    coachId={coach.id}
                    duration={duration}
                    onDuration={(d) => {
                      setDuration(d);
                      setSlot(null);
                    }}
                    slot={slot}
                    onSlot={(s) => {
                      setSlot(s);
                      if (s) setError(null);
                    }}
                  />
                )}
                {step === 2 && slot && (
                  <GoalsStep
                    goals={goals}
                    onGoals={(v) => {
                      setGoals(v);
                      setError(null);
                    }}
                    error={error}
                  >
                    <BookingSummary duration={duration} slot={slot} />
                  </GoalsStep>
                )}
                {step === 3 && slot && <RequestedStep coachName={personName(coach)} duration={duration} slot={slot} />}

                {step === 1 && error && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {error}
                  </Text>
                )}
                {failure && <FailureAlert title={SESSION_ERR.BOOK_FAILED_TITLE}>{failure}</FailureAlert>}
                {step < 3 && (
                  <Box display="flex" justifyContent="flex-end" gap="2">
                    {step === 1 ? (
                      <Button colorPalette="teal" onClick={next}>
                        Next
                      </Button>
                    ) : (
                      <Button colorPalette="teal" loading={pending} loadingText="Requesting..." onClick={() => void request()}>
                        Request Session
                      </Button>
                    )}
                  </Box>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Container>
  );
}
