import { memo } from 'react';
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import type { TMessage } from '@coach/contract';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { BookingCard } from './BookingCard.tsx';
import { GoalSuggestion } from './GoalSuggestion.tsx';

const timeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

interface CardProps {
  name: string;
  time: string;
  mine: boolean;
  ai?: boolean;
  children: React.ReactNode;
  note?: React.ReactNode;
  /** A stored message's seq: the list finds what the reader has in view by it. */
  seq?: number;
  /** The sender's photo (initials without one), beside the name on others' messages. */
  avatar?: { name: string; src: string | null };
}

/** One bubble: sender name and time above the text; own messages on the right. */
export function Bubble({ name, time, mine, ai, children, note, seq, avatar }: CardProps) {
  return (
    <Box as="li" data-seq={seq} alignSelf={mine ? 'flex-end' : 'flex-start'} maxW={{ base: '92%', md: '80%' }} minW="0">
      <HStack gap="2" mb="1" justify={mine ? 'flex-end' : 'flex-start'} fontSize="xs" color="fg.muted" wrap="wrap">
        {avatar && !mine && <UserAvatar size="2xs" name={avatar.name} src={avatar.src} colorPalette={ai ? 'purple' : 'teal'} aria-hidden />}
        <Text as="span" fontWeight="semibold" color="fg">
          {name}
        </Text>
        {ai && (
          <Badge size="xs" colorPalette="purple" variant="subtle" gap="1">
            <LuSparkles aria-hidden /> AI
          </Badge>
        )}
        <Text as="span">{time}</Text>
      </HStack>
      <Box
        px="3"
        py="2"
        rounded="lg"
        bg={mine ? 'teal.subtle' : ai ? 'purple.subtle' : 'bg.muted'}
        color="fg"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {children}
      </Box>
      {note}
    </Box>
  );
}

interface MessageProps {
  message: TMessage;
  viewerId: string;
  viewerIsClient: boolean;
  /** This is the room's latest pending booking prompt and the viewer is its client: it can book. */
  bookingOpen?: boolean;
  /** The room's human coach, whom a booking is with. */
  coachId?: string | null;
  /** The sender's photo, from the room's people (null: initials). */
  avatarUrl?: string | null;
}

/** A stored message; AI messages are marked, action messages show their card. */
export const MessageCard = memo(function MessageCard({
  message,
  viewerId,
  viewerIsClient,
  bookingOpen = false,
  coachId = null,
  avatarUrl = null,
}: MessageProps) {
  const { user, actionData } = message;
  const name = user.isAI ? `${user.firstName} ${user.lastName}`.trim() || 'AI Coach' : `${user.firstName} ${user.lastName}`.trim();
  return (
    <Bubble
      name={message.userId === viewerId ? 'You' : name}
      time={formatTime(message.createdAt)}
      mine={message.userId === viewerId}
      ai={user.isAI}
      seq={message.seq}
      avatar={{ name, src: avatarUrl }}
    >
      {message.content}
      {actionData?.type === 'goal_suggestion' && <GoalSuggestion message={message} canAnswer={viewerIsClient} />}
      {actionData?.type === 'session_booking' && <BookingCard message={message} open={bookingOpen && viewerIsClient} coachId={coachId} />}
    </Bubble>
  );
});
