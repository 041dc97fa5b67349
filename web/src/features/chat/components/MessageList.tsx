import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown } from 'react-icons/lu';
import { MARK_READ_DELAY_MS, NEAR_BOTTOM_PX, type TRoom } from '@coach/contract';
import { useChat, type RoomChat } from '../store.ts';
import { latestPendingBookingId } from '../../sessions/client/booking-prompt.ts';
import {
  arrived,
  jumped,
  jumpLabel,
  lastInView,
  lastSeen,
  NEW_MESSAGES_TEXT,
  newMessagesCount,
  opened,
  seenUpTo,
  unseenCount,
  type NewMessagesState,
} from '../newMessages.ts';
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
const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
/** The divider sits this far below the top edge when a conversation opens at it. */
const DIVIDER_MARGIN_PX = 8;

/** The seq of the last message whose start shows in the list's viewport (the reader has had it in view). */
function seqInView(el: HTMLElement): number | null {
  const items = el.querySelectorAll<HTMLElement>('li[data-seq]');
  const at = lastInView(items.length, (i) => items[i]!.getBoundingClientRect().top, el.getBoundingClientRect().bottom);
  return at === -1 ? null : Number(items[at]!.dataset.seq);
}

/** The 'New messages' line above the first message the reader has not seen. */
function NewMessagesDivider() {
  return (
    <HStack as="li" data-new-messages gap="3" color="fg.error" py="1">
      <Box flex="1" h="1px" bg="border.error" aria-hidden />
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
        {NEW_MESSAGES_TEXT}
      </Text>
      <Box flex="1" h="1px" bg="border.error" aria-hidden />
    </HStack>
  );
}

/**
 * Oldest at the top; a conversation with unread messages opens at the first of them under a 'New
 * messages' line. At the bottom it follows new messages; scrolled up it stays put, marks the first
 * unseen with the line and offers a jump button. Read marks follow what the reader has had in view.
 */
export function MessageList({ room, chat, viewerId, thinking, markReadAtOnce }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const messages = chat.messages;
  const firstId = messages[0]?.id;
  const newest = messages[messages.length - 1];
  const newestSeq = newest?.seq ?? 0;
  const pendingKey = chat.pending.map((p) => p.status).join();
  const pendingCount = chat.pending.length;

  const [state, setState] = useState<NewMessagesState>(() => {
    const unread = useChat.getState().openingUnread(room.id) ?? {
      count: room.unreadCount ?? 0,
      firstUnreadMessageId: room.firstUnreadMessageId,
    };
    return opened(messages, viewerId, unread);
  });
  // What the opening showed as read is read already: no mark for it.
  const lastMarked = useRef<string | null>(state.dividerId ? (lastSeen(state, messages)?.id ?? null) : null);
  const marks = useRef(0);
  const prevNewest = useRef(newestSeq);
  const prevPending = useRef(pendingCount);
  const [visibleTick, setVisibleTick] = useState(0);

  /** Moves what the reader has seen to what the viewport shows now. */
  const updateSeen = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    nearBottom.current = isNearBottom(el);
    if (tabHidden()) return;
    const seq = nearBottom.current ? newestSeq : seqInView(el);
    if (seq !== null) setState((s) => seenUpTo(s, seq));
  }, [newestSeq]);

  // Opening: at the 'New messages' line when there is one, else at the bottom.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const divider = el.querySelector<HTMLElement>('[data-new-messages]');
    if (divider) el.scrollTop += divider.getBoundingClientRect().top - el.getBoundingClientRect().top - DIVIDER_MARGIN_PX;
    else el.scrollTop = el.scrollHeight;
    updateSeen();
    // Only on mount: later changes have their own effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Older messages were put on top: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = ref.current;
    const anchor = olderAnchor.current;
    if (!el || !anchor) return;
    el.scrollTop = el.scrollHeight - anchor.height + anchor.top;
    olderAnchor.current = null;
  }, [firstId]);

  // New messages at the bottom: followed and seen at the bottom; scrolled up (or the tab hidden), the line and the button.
  useLayoutEffect(() => {
    const prev = prevNewest.current;
    prevNewest.current = newestSeq;
    if (newestSeq <= prev) return;
    const el = ref.current;
    setState((s) => arrived(s, messages, viewerId, prev, nearBottom.current && !tabHidden()));
    if (el && nearBottom.current && !olderAnchor.current) el.scrollTop = el.scrollHeight;
  }, [newestSeq, messages, viewerId]);

  // The reader sends a message: to the bottom, where it shows. Else follow 'Thinking...' and status changes when at the bottom.
  useLayoutEffect(() => {
    const el = ref.current;
    const sent = pendingCount > prevPending.current;
    prevPending.current = pendingCount;
    if (!el || olderAnchor.current) return;
    if (sent) {
      nearBottom.current = true;
      setState(jumped(messages));
    }
    if (nearBottom.current) el.scrollTop = el.scrollHeight;
    // messages: read at the moment of sending only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingKey, pendingCount, thinking]);

  // The list's own height changes (a banner above appears, the keyboard opens): at the bottom, stay there.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let height = el.clientHeight;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight === height) return;
      height = el.clientHeight;
      if (nearBottom.current && !olderAnchor.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Back to a hidden tab: what shows now has been seen.
  useEffect(() => {
    const onVisible = () => {
      if (tabHidden()) return;
      updateSeen();
      setVisibleTick((t) => t + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [updateSeen]);

  // Mark read up to the newest message seen, once it has been in view for MARK_READ_DELAY_MS.
  const seen = lastSeen(state, messages);
  useEffect(() => {
    if (!seen || lastMarked.current === seen.id) return;
    const delay = markReadAtOnce && marks.current === 0 ? 0 : MARK_READ_DELAY_MS;
    const timer = setTimeout(() => {
      if (!ref.current || tabHidden()) return;
      lastMarked.current = seen.id;
      marks.current += 1;
      void useChat.getState().markRead(room.id, seen.id);
    }, delay);
    return () => clearTimeout(timer);
  }, [seen, room.id, markReadAtOnce, visibleTick]);

  const loadOlder = () => {
    const el = ref.current;
    if (el) olderAnchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void useChat.getState().loadOlder(room.id);
  };

  const jump = () => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    nearBottom.current = true;
    setState(jumped(messages));
    // The button goes: keyboard focus stays in the conversation.
    el.focus();
  };

  const unseen = unseenCount(state, messages, viewerId);
  const bookingId = latestPendingBookingId(messages);
  const people = [room.client, room.humanCoach, room.aiCoach];
  const avatarOf = (userId: string) => people.find((p) => p?.id === userId)?.avatarUrl ?? null;
  const aiName = room.aiCoach ? `${room.aiCoach.firstName} ${room.aiCoach.lastName}`.trim() : 'AI Coach';

  return (
    <Box position="relative" flex="1" minH="0" display="flex" flexDirection="column">
      <Box
        ref={ref}
        onScroll={updateSeen}
        flex="1"
        minH="0"
        overflowY="auto"
        px={{ base: '3', md: '4' }}
        py="3"
        tabIndex={0}
        aria-label="Messages"
        role="region"
        focusRing="inside"
      >
        {chat.hasMore && (
          <Center pb="3">
            <Button size="xs" variant="outline" onClick={loadOlder} loading={chat.older === 'loading'} loadingText="Loading...">
              Load older messages
            </Button>
          </Center>
        )}
        <Stack as="ul" listStyleType="none" gap="4">
          {messages.map((m) => (
            <Fragment key={m.id}>
              {m.id === state.dividerId && <NewMessagesDivider />}
              <MessageCard
                message={m}
                viewerId={viewerId}
                viewerIsClient={room.client.id === viewerId}
                bookingOpen={m.id === bookingId}
                coachId={room.humanCoach?.id ?? null}
                avatarUrl={avatarOf(m.userId)}
              />
            </Fragment>
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
            <Bubble name={aiName} time="now" mine={false} ai avatar={{ name: aiName, src: room.aiCoach?.avatarUrl ?? null }}>
              <Box as="span" display="inline-flex" alignItems="center" gap="2" role="status">
                <Spinner size="xs" color="purple.fg" /> Thinking...
              </Box>
            </Bubble>
          )}
        </Stack>
      </Box>
      {/* Announced as it changes; the button keeps its place in the tab order, after the messages. */}
      <Box position="absolute" insetX="0" bottom="3" display="flex" justifyContent="center" pointerEvents="none" aria-live="polite">
        {unseen > 0 && (
          <Button
            size="sm"
            rounded="full"
            colorPalette="teal"
            shadow="md"
            pointerEvents="auto"
            onClick={jump}
            aria-label={jumpLabel(unseen)}
          >
            {newMessagesCount(unseen)} <LuArrowDown aria-hidden />
          </Button>
        )}
      </Box>
    </Box>
  );
}
