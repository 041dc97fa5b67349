import { useState } from 'react';
import { Alert, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LuCalendarCheck } from 'react-icons/lu';
import { DEFAULT_SESSION_DURATION, SESSION_ERR, SESSION_GOALS_MAX, type TAvailableSlot, type TMessage } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { sessionKeys, sessionsApi } from '../../sessions/api.ts';
import { SlotPicker } from '../../sessions/components/SlotPicker.tsx';
import { formatSessionDateTime, localDay } from '../../../lib/session-format.ts';
import { askedDays } from '../askedDays.ts';
import { bookedAt, longDay } from '../bookedAt.ts';
import { useChat } from '../store.ts';

interface Props {
  message: TMessage;
  /** The client, on the room's latest pending prompt (docs/chat-and-ai-coach.md#action-cards): only then can it book. */
  open: boolean;
  /** The room's human coach; without one there is nobody to book. */
  coachId: string | null;
}

// A minimum width: the bubble shrinks to its text, and a week of days needs room.
const Frame = ({ children }: { children: React.ReactNode }) => (
  <Box mt="2" p="3" borderWidth="1px" rounded="md" bg="bg.panel" whiteSpace="normal" minW={{ base: '16rem', md: '22rem' }}>
    {children}
  </Box>
);

/**
 * docs/chat-and-ai-coach.md#action-cards: an AI message's session_booking action. The
 * latest pending one lets the client pick one of the coach's open times and book it; the server
 * marks the action booked and pushes message:updated, so every tab shows it booked.
 */
export function BookingCard({ message, open, coachId }: Props) {
  const [slot, setSlot] = useState<TAvailableSlot | null>(null);
  const [goals, setGoals] = useState('');
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState(false);
  const queryClient = useQueryClient();
  const action = message.actionData;
  if (action?.type !== 'session_booking') return null;

  if (action.status === 'booked') {
    return (
      <Frame>
        <HStack gap="2" color="green.fg" fontSize="sm">
          <LuCalendarCheck aria-hidden />
          {/* When, in the viewer's zone; a prompt booked before the card kept the time says only that it was. */}
          <Text>{action.scheduledAt ? `Booked: ${bookedAt(action.scheduledAt)}` : 'Session booked'}</Text>
        </HStack>
      </Frame>
    );
  }
  if (action.status !== 'pending' || !open || hidden) return null;
  if (!coachId) {
    // Not a dead end: the directory is where a client without a coach finds one.
    return (
      <Frame>
        <Stack gap="3">
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SESSION_ERR.NO_COACH}</Alert.Title>
              <Alert.Description>
                Sessions are booked with your coach. Choose one in the coach directory; once they accept, you can book here.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="teal" size="sm" alignSelf="flex-start">
            <RouterLink to="/coach-search">Find a coach</RouterLink>
          </Button>
        </Stack>
      </Frame>
    );
  }

  const book = async () => {
    if (!slot) return;
    setBusy(true);
    try {
      const trimmed = goals.trim();
      const { session } = await sessionsApi.bookSlot({
        templateId: slot.templateId,
        scheduledAt: slot.scheduledAt,
        duration: slot.duration,
        sessionGoals: trimmed === '' ? null : trimmed,
        messageId: message.id,
      });
      // Booked here at once; the server's message:updated confirms it in every tab.
      useChat
        .getState()
        .receive([{ ...message, actionData: { ...action, status: 'booked', sessionId: session.id, scheduledAt: slot.scheduledAt } }]);
      toaster.create({ type: 'success', title: SESSION_ERR.BOOKED, description: formatSessionDateTime(slot.scheduledAt) });
    } catch (err) {
      // The widget stays for another try; the time may have gone, so the open times are read again.
      toaster.create({ type: 'error', title: SESSION_ERR.BOOK_FAILED_TITLE, description: errorText(err, SESSION_ERR.BOOK_FAILED) });
      setSlot(null);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } finally {
      setBusy(false);
    }
  };

  // The days the client asked for ("next week", "Monday"), counted from the day they asked.
  const asked = askedDays(action.when, localDay(new Date(message.createdAt)), localDay(new Date()));

  return (
    <Frame>
      <Stack gap="3">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          Book a session
        </Text>
        {asked && (
          <Text fontSize="sm" color="fg.muted">
            {asked.from === asked.to
              ? `Open times on ${longDay(asked.from)}, as you asked.`
              : `Open times from ${longDay(asked.from)}, as you asked.`}
          </Text>
        )}
        <SlotPicker coachId={coachId} duration={DEFAULT_SESSION_DURATION} value={slot} onChange={setSlot} startDay={asked?.from} />
        <Field.Root>
          <Field.Label fontSize="sm">What would you like to work on? (optional)</Field.Label>
          <Textarea size="sm" rows={2} maxLength={SESSION_GOALS_MAX} value={goals} onChange={(e) => setGoals(e.target.value)} />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="teal" disabled={!slot} loading={busy} loadingText="Booking..." onClick={() => void book()}>
            Book Session
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setHidden(true)}>
            Not now
          </Button>
          {!slot && (
            <Text fontSize="xs" color="fg.muted">
              Choose a time to book.
            </Text>
          )}
        </HStack>
      </Stack>
    </Frame>
  );
}
