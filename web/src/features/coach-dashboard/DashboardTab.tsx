import { useState } from 'react';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import type { TRoom } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { CreateSessionDialog } from '../sessions/components/CreateSessionDialog.tsx';
import { useSessionDialogs } from '../sessions/components/useSessionDialogs.tsx';
import { NextSessionCard } from '../sessions/coach/NextSessionCard.tsx';
import { TodaySessions } from '../sessions/coach/TodaySessions.tsx';
import { QuickActions } from './QuickActions.tsx';
import { NO_CLIENTS } from './useCoachClients.ts';

/** The Dashboard tab (overview): next session, today's sessions, quick actions and the coach's clients. */
export function DashboardTab({ clients, onShowClients }: { clients: TRoom[]; onShowClients: () => void }) {
  const coachId = useAuth((s) => s.user?.id ?? '');
  const [creating, setCreating] = useState(false);
  const { act, dialogs } = useSessionDialogs();
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <NextSessionCard coachId={coachId} />
        <TodaySessions coachId={coachId} onAction={act} />
      </SimpleGrid>
      <QuickActions onAddSession={() => setCreating(true)} />
      <Card.Root>
        <Card.Body>
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Stack gap="1">
              <Heading as="h2" size="lg">
                Clients
              </Heading>
              <Text color="fg.muted">
                {clients.length === 0
                  ? NO_CLIENTS
                  : `You are coaching ${clients.length} ${clients.length === 1 ? 'client' : 'clients'}.`}
              </Text>
            </Stack>
            {clients.length > 0 && (
              <Button variant="outline" size="sm" onClick={onShowClients}>
                View clients <LuArrowRight aria-hidden />
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
      <CreateSessionDialog open={creating} onClose={() => setCreating(false)} />
      {dialogs}
    </Stack>
  );
}
