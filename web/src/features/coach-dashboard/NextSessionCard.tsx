import { Card, Center, Flex, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuVideo } from 'react-icons/lu';
import { SESSION_ERR, SESSION_TYPE_LABEL } from '@coach/contract';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SessionBrief } from './SessionBrief.tsx';
import { sessionKeys, sessionsApi } from '../sessions/api.ts';
import { SessionStatusBadge } from '../sessions/components/SessionStatusBadge.tsx';
import { JoinVideoButton } from '../sessions/components/JoinVideoButton.tsx';
import { useVideoActions } from '../sessions/components/useVideoActions.ts';
import { canJoin, formatSessionDateTime, JOIN_LATER, personName } from '../../lib/session-format.ts';
import { useNow } from '../sessions/coach/useNow.ts';
import { InRoomNote } from '../sessions/components/InRoomNote.tsx';

/**
 * The Next Session card (docs/coach-workspace.md#dashboard): who, when (in this browser's zone, named), and Join within 15 minutes
 * of the start; under them the AI-prepared brief for the session (SessionBrief). Join goes to /sessions/{id}/video: a session not yet started is started first (the
 * server opens its room and sets IN_PROGRESS), one in progress is joined.
 */
export function NextSessionCard({ coachId }: { coachId: string }) {
  const next = useQuery({ queryKey: sessionKeys.next(coachId), queryFn: () => sessionsApi.next(coachId) });
  const now = useNow();
  const session = next.data?.session ?? null;
  const video = useVideoActions();
  return (
    <Card.Root as="section" aria-labelledby="next-session-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="next-session-heading">
          Next Session
        </Heading>
      </Card.Header>
      <Card.Body>
        {next.isPending ? (
          <Center py="6">
            <Spinner color="teal.solid" aria-label="Loading the next session" />
          </Center>
        ) : next.isError ? (
          <RetryAlert onRetry={() => void next.refetch()}>Failed to load the next session</RetryAlert>
        ) : !session ? (
          <Text color="fg.muted">{SESSION_ERR.UPCOMING_EMPTY}</Text>
        ) : (
          <Stack gap="4">
            <Flex gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
              <Stack gap="1" minW="0" data-testid="next-session">
                <Text fontWeight="semibold" fontSize="lg">
                  {personName(session.client)}
                </Text>
                <Text>{formatSessionDateTime(session.scheduledAt)}</Text>
                <Flex gap="2" align="center" wrap="wrap" color="fg.muted" fontSize="sm">
                  <span>
                    {session.duration} min, {SESSION_TYPE_LABEL[session.sessionType]}
                  </span>
                  <SessionStatusBadge status={session.status} />
                </Flex>
                <InRoomNote session={session} viewer="coach" />
              </Stack>
              {/* A phone or in-person session has no video room. */}
              {session.sessionType === 'video' && (
                <JoinVideoButton
                  colorPalette="teal"
                  why={canJoin(session, now) ? undefined : JOIN_LATER}
                  loading={video.starting}
                  onClick={() => (session.status === 'IN_PROGRESS' ? video.join(session) : void video.start(session))}
                >
                  <LuVideo aria-hidden /> Join Session
                </JoinVideoButton>
              )}
            </Flex>
            <Separator />
            <SessionBrief key={session.id} sessionId={session.id} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
