import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { MARK_READ_DELAY_MS, NEAR_BOTTOM_PX, type TRoom } from '@coach/contract';
import { useChat, type RoomChat } from '../store.ts';
import { latestPendingBookingId } from '../../sessions/client/booking-prompt.ts';
import { Bubble, MessageCard } from './MessageCard.tsx';

interface Props {
  room: TRoom;
  chat: RoomChat;
  viewerId: string;
  thinking: boolean;
  /** Mark read as soon as the room shows (a coach selecting a client), not after the usual delay. */
  markReadAtOnce?: boolean;
}

const isNearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;

/** Oldest at the top; sticks to the bottom while the reader is near it; older pages keep the scroll position. */
export function MessageList({ room, chat, viewerId, thinking, markReadAtOnce }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const firstId = chat.messages[0]?.id;
  const newest = chat.messages[chat.messages.length - 1];
  const lastMarked = useRef<string | null>(null);
  const pendingKey = chat.pending.map((p) => p.status).join();

  // Older messages were put on top: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = ref.current;
    const anchor = olderAnchor.current;
    if (!el || !anchor) return;
    el.scrollTop = el.scrollHeight - anchor.height + anchor.top;
    olderAnchor.current = null;
  }, [firstId]);

  // New content at the bottom: follow it when the reader was near the bottom.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && nearBottom.current && !olderAnchor.current) el.scrollTop = el.scrollHeight;
  }, [newest?.id, pendingKey, thinking]);

  // Mark read once the newest message has been in view for MARK_READ_DELAY_MS.
  useEffect(() => {
    if (!newest || lastMarked.current === newest.id) return;
    const delay = markReadAtOnce && lastMarked.current === null ? 0 : MARK_READ_DELAY_MS;
    const timer = setTimeout(() => {
      const el = ref.current;
      if (!el || document.visibilityState === 'hidden' || !isNearBottom(el)) return;
      lastMarked.current = newest.id;
      void useChat.getState().markRead(room.id, newest.id);
    }, delay);
    return () => clearTimeout(timer);
  }, [newest, room.id, markReadAtOnce]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    nearBottom.current = isNearBottom(el);
    if (nearBottom.current && newest && lastMarked.current !== newest.id) {
      const id = newest.id;
      setTimeout(() => {
        if (ref.current && isNearBottom(ref.current) && lastMarked.current !== id) {
          lastMarked.current = id;
          void useChat.getState().markRead(room.id, id);
        }
      }, MARK_READ_DELAY_MS);
    }
  };

  const loadOlder = () => {
    const el = ref.current;
    if (el) olderAnchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void useChat.getState().loadOlder(room.id);
  };

  const bookingId = latestPendingBookingId(chat.messages);
  const aiName = room.aiCoach ? `${room.aiCoach.firstName} ${room.aiCoach.lastName}`.trim() : 'AI Coach';

  return (
    <Box ref={ref} onScroll={onScroll} flex="1" minH="0" overflowY="auto" px={{ base: '3', md: '4' }} py="3" tabIndex={0} aria-label="Messages" role="region">
      {chat.hasMore && (
        <Center pb="3">
          <Button size="xs" variant="outline" onClick={loadOlder} loading={chat.older === 'loading'} loadingText="Loading...">
            Load older messages
          </Button>
        </Center>
      )}
      <Stack as="ul" listStyleType="none" gap="4">
        {chat.messages.map((m) => (
          <MessageCard
            key={m.id}
            message={m}
            viewerId={viewerId}
            viewerIsClient={room.client.id === viewerId}
            bookingOpen={m.id === bookingId}
            coachId={room.humanCoach?.id ?? null}
          />
        ))}
        {chat.pending.map((p) => (
          <Bubble
            key={p.clientId}
            name="You"
            time={p.status === 'sending' ? 'Sending...' : p.status === 'waiting' ? 'Waiting...' : 'Not sent'}
            mine
            note={
              p.status === 'failed' ? (
                <Text fontSize="xs" color="fg.error" textAlign="end" mt="1">
                  Failed to send message
                </Text>
              ) : (
                p.status === 'waiting' && (
                  <Text fontSize="xs" color="fg.muted" textAlign="end" mt="1" role="status">
                    The service is briefly unavailable: this message goes again by itself.
                  </Text>
                )
              )
            }
          >
            <Box opacity={p.status === 'failed' ? 1 : 0.7}>{p.content}</Box>
          </Bubble>
        ))}
        {thinking && (
          <Bubble name={aiName} time="now" mine={false} ai>
            <Box as="span" display="inline-flex" alignItems="center" gap="2" role="status">
              <Spinner size="xs" color="purple.fg" /> Thinking...
            </Box>
          </Bubble>
        )}
      </Stack>
    </Box>
  );
}
