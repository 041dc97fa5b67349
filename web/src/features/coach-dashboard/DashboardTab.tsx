import { useState } from 'react';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import type { TRoom } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { CreateSessionDialog } from '../sessions/components/CreateSessionDialog.tsx';
import { useSessionDialogs } from '../sessions/components/useSessionDialogs.tsx';
import { NextSessionCard } from './NextSessionCard.tsx';
import { TodaySessions } from '../sessions/coach/TodaySessions.tsx';
import { CoachRequestsCard } from '../directory/CoachRequestsCard.tsx';
import { AnalyticsCards } from './AnalyticsCards.tsx';
import { NeedsAttention } from './NeedsAttention.tsx';
import { QuickActions } from './QuickActions.tsx';
import { UnreadBadge, unreadLabel } from './UnreadBadge.tsx';
import { NO_CLIENTS } from '../rooms/useCoachClients.ts';

function ClientsCard({ clients, unread, onShowClients }: { clients: TRoom[]; unread: number; onShowClients: () => void }) {
  return (
    <Card.Root>
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Stack gap="1">
            <HStack gap="2">
              <Heading as="h2" size="lg">
                Clients
              </Heading>
              <UnreadBadge count={unread} />
            </HStack>
            <Text color="fg.muted">
              {clients.length === 0 ? NO_CLIENTS : `You are coaching ${clients.length} ${clients.length === 1 ? 'client' : 'clients'}.`}
              {unread > 0 && ` ${unreadLabel(unread)} waiting.`}
            </Text>
          </Stack>
          {clients.length > 0 && (
            <Button variant="outline" size="sm" onClick={onShowClients}>
              {unread > 0 ? 'Read messages' : 'View clients'} <LuArrowRight aria-hidden />
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The Dashboard tab (overview): next session with its brief, today's sessions, the analytics, what
 * needs attention, the coach's clients and quick actions. Live by push (useWorkspaceRealtime on the page).
 */
export function DashboardTab({ clients, unread, onShowClients }: { clients: TRoom[]; unread: number; onShowClients: () => void }) {
  const coachId = useAuth((s) => s.user?.id ?? '');
  const [creating, setCreating] = useState(false);
  const { act, dialogs } = useSessionDialogs();
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <NextSessionCard coachId={coachId} />
        <TodaySessions coachId={coachId} onAction={act} />
      </SimpleGrid>
      <CoachRequestsCard coachId={coachId} />
      <AnalyticsCards coachId={coachId} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <NeedsAttention coachId={coachId} />
        <ClientsCard clients={clients} unread={unread} onShowClients={onShowClients} />
      </SimpleGrid>
      <QuickActions onAddSession={() => setCreating(true)} />
      <CreateSessionDialog open={creating} onClose={() => setCreating(false)} />
      {dialogs}
    </Stack>
  );
}
