import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { VIDEO_DEFAULT_TITLE } from '@coach/contract';
import { useVideoRoom } from './store.ts';
import { LuCircle } from 'react-icons/lu';

/** Seconds as mm:ss (minutes go past 59 rather than adding hours). */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The timer (docs/video-room.md#room-layout) counts each second from the call's start (the room
 * state's startedAt, else when the room opened), and stands still while `paused` (the coach's
 * completion dialog): the paused time is not counted, so it resumes where it stopped.
 */
export function useElapsed(startedAt: string | null, paused: boolean): number {
  const [opened] = useState(() => Date.now());
  const origin = startedAt ? Date.parse(startedAt) : opened;
  const pausedMs = useRef(0);
  const pausedSince = useRef<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (paused) {
      pausedSince.current = Date.now();
      return;
    }
    if (pausedSince.current !== null) {
      pausedMs.current += Date.now() - pausedSince.current;
      pausedSince.current = null;
    }
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [paused]);

  const end = paused && pausedSince.current !== null ? pausedSince.current : now;
  return Math.max(0, Math.floor((end - origin - pausedMs.current) / 1000));
}

/** The room's header: title, elapsed time, the Recording badge; `actions` sit at its end (panel toggles). */
export function RoomHeader({ actions }: { actions?: ReactNode }) {
  const title = useVideoRoom((s) => s.join?.sessionData.title);
  const startedAt = useVideoRoom((s) => s.room?.startedAt ?? null);
  const recording = useVideoRoom((s) => s.room?.recording ?? false);
  const paused = useVideoRoom((s) => s.paused);
  const elapsed = useElapsed(startedAt, paused);

  return (
    <Flex as="header" align="center" gap="3" px={{ base: '3', md: '4' }} py="2" borderBottomWidth="1px" bg="bg" minH="14" wrap="wrap">
      <Heading as="h1" size={{ base: 'sm', md: 'md' }} truncate flex="1" minW="0">
        {title?.trim() ? title : VIDEO_DEFAULT_TITLE}
      </Heading>
      <HStack gap="2">
        {recording && (
          <Badge colorPalette="red" variant="solid" gap="1">
            <LuCircle aria-hidden fill="currentColor" size="10" />
            Recording
          </Badge>
        )}
        <Box role="timer" aria-label="Elapsed time" aria-live="off">
          <Text fontFamily="mono" fontSize="sm" color="fg.muted">
            {formatElapsed(elapsed)}
          </Text>
        </Box>
        {actions}
      </HStack>
    </Flex>
  );
}
