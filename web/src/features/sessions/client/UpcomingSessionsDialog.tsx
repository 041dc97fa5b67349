import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LuCalendarPlus } from 'react-icons/lu';
import { SESSION_ERR, SESSION_STATUS_LABEL, SESSION_TYPE_LABEL, type TSession } from '@coach/contract';
import { AppDialog } from '../../../components/AppDialog.tsx';
import { canJoin, formatSessionDate, formatSessionTime, JOIN_LATER, personName } from '../../../lib/session-format.ts';
import { JoinVideoButton } from '../components/JoinVideoButton.tsx';
import { videoRoomPath } from '../components/session-actions.ts';
import { ClientCancelDialog } from './ClientCancelDialog.tsx';
import { ClientRescheduleDialog } from './ClientRescheduleDialog.tsx';
import { useUpcomingSessions } from './useUpcomingSessions.ts';
import { InRoomNote } from '../components/InRoomNote.tsx';

const zoneName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ??
  '';

/**
 * Join (docs/video-room.md#starting-and-joining): open from JOIN_WINDOW_MINUTES before the start until the end,
 * and it leads to the video room, which asks for its own join. Before that it stays visible,
 * marked disabled (aria-disabled keeps it focusable, so the reason beneath it can be read).
 */
function JoinButton({ session, now }: { session: TSession; now: Date }) {
  const navigate = useNavigate();
  const why = canJoin(session, now.getTime()) ? undefined : JOIN_LATER;
  return (
    <JoinVideoButton size="sm" colorPalette="teal" why={why} onClick={() => navigate(videoRoomPath(session.id))}>
      Join
    </JoinVideoButton>
  );
}

function SessionItem({
  session,
  now,
  onCancel,
  onReschedule,
}: {
  session: TSession;
  now: Date;
  onCancel: () => void;
  onReschedule: () => void;
}) {
  const title = session.title.trim() || SESSION_TYPE_LABEL[session.sessionType];
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" aria-label={`${title}, ${formatSessionDate(session.scheduledAt)}`}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted">
              with {personName(session.coach)}
            </Text>
          </Stack>
          <Badge colorPalette={session.status === 'SCHEDULED' ? 'blue' : 'green'} flexShrink={0}>
            {SESSION_STATUS_LABEL[session.status]}
          </Badge>
        </HStack>
        <HStack gap="4" fontSize="sm" wrap="wrap">
          <Text>{formatSessionDate(session.scheduledAt)}</Text>
          <Text>
            {formatSessionTime(session.scheduledAt)} {zoneName(session.scheduledAt)}
          </Text>
          <Text>{session.duration} min</Text>
        </HStack>
        <InRoomNote session={session} viewer="client" />
        {session.sessionGoals && (
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            <Text as="span" fontWeight="medium">
              Goals:{' '}
            </Text>
            {session.sessionGoals}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" pt="1">
          {/* Only a video session has a room; one the coach opened and left can still be moved or cancelled. */}
          {session.sessionType === 'video' && <JoinButton session={session} now={now} />}
          <Button size="sm" variant="outline" onClick={onReschedule}>
            Reschedule
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
            Cancel Session
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  clientId: string;
  /** The client's coach, whom a first session is booked with; null sends them to find one. */
  coachId: string | null;
}

/**
 * The Upcoming Sessions dialog (docs/sessions-and-availability.md#session-statuses): SCHEDULED and CONFIRMED sessions of the next 30 days,
 * and one the coach has started, live.
 */
export default function UpcomingSessionsDialog({ open, onClose, clientId, coachId }: Props) {
  const { query, sessions, now } = useUpcomingSessions(clientId);
  const [cancelling, setCancelling] = useState<TSession | null>(null);
  const [moving, setMoving] = useState<TSession | null>(null);
  const navigate = useNavigate();
  const book = () => navigate(coachId ? `/session-booking?coachId=${encodeURIComponent(coachId)}` : '/coach-search');

  return (
    <>
      <AppDialog
        open={open}
        onClose={onClose}
        title="Upcoming Sessions"
        wideSize="lg"
        scrollInside
        // With sessions listed, another one is still a click away (the empty list has its own button).
        footer={
          sessions.length > 0 && (
            <Button colorPalette="teal" onClick={book}>
              <LuCalendarPlus aria-hidden /> Book a session
            </Button>
          )
        }
      >
        {query.isPending ? (
          <Center py="8" gap="3" role="status">
            <Spinner color="teal.solid" />
            <Text color="fg.muted">Loading sessions...</Text>
          </Center>
        ) : query.isError ? (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1">Failed to load sessions</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Alert.Root>
        ) : sessions.length === 0 ? (
          <Stack align="center" textAlign="center" gap="3" py="8">
            <LuCalendarPlus size="32" aria-hidden />
            <Text fontWeight="semibold" fontSize="lg">
              {SESSION_ERR.UPCOMING_EMPTY}
            </Text>
            <Text color="fg.muted">Book a session with your coach to get started.</Text>
            <Button colorPalette="teal" onClick={book}>
              Schedule your first session
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {sessions.map((s) => (
              <SessionItem key={s.id} session={s} now={now} onCancel={() => setCancelling(s)} onReschedule={() => setMoving(s)} />
            ))}
          </Stack>
        )}
      </AppDialog>
      <ClientCancelDialog session={cancelling} onClose={() => setCancelling(null)} />
      <ClientRescheduleDialog session={moving} onClose={() => setMoving(null)} />
    </>
  );
}
