import { Box, Card, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { SESSION_TYPE_LABEL, type TSession } from '@coach/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { sessionKeys, sessionsApi } from '../api.ts';
import { SessionActionsMenu } from '../components/SessionActionsMenu.tsx';
import { SessionStatusBadge } from '../components/SessionStatusBadge.tsx';
import type { SessionAction } from '../components/session-actions.ts';
import { formatSessionTime, personName } from '../../../lib/session-format.ts';

function Row({ session, onAction }: { session: TSession; onAction: (action: SessionAction, session: TSession) => void }) {
  return (
    <Flex as="li" gap="3" align="center" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <Text fontWeight="semibold" minW={{ base: '16', sm: '20' }} fontVariantNumeric="tabular-nums">
        {formatSessionTime(session.scheduledAt)}
      </Text>
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {personName(session.client)}
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {session.duration} min, {SESSION_TYPE_LABEL[session.sessionType]}
          </Text>
          <SessionStatusBadge status={session.status} />
        </Flex>
      </Box>
      <SessionActionsMenu session={session} onAction={onAction} />
    </Flex>
  );
}

/** Today's Sessions (the coach's own day, by the server), each with the action menu. */
export function TodaySessions({ coachId, onAction }: { coachId: string; onAction: (action: SessionAction, session: TSession) => void }) {
  const today = useQuery({ queryKey: sessionKeys.today(coachId), queryFn: () => sessionsApi.today(coachId) });
  const sessions = today.data?.sessions ?? [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Today&apos;s Sessions
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {today.isPending ? (
          <Center py="6">
            <Spinner color="teal.solid" aria-label="Loading today's sessions" />
          </Center>
        ) : today.isError ? (
          <RetryAlert onRetry={() => void today.refetch()}>Failed to load today&apos;s sessions</RetryAlert>
        ) : sessions.length === 0 ? (
          <Text color="fg.muted">No sessions today.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Today's sessions">
            {sessions.map((s) => (
              <Row key={s.id} session={s} onAction={onAction} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
