import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import type { TRoom } from '@coach/contract';
import { QuickActions } from './QuickActions.tsx';
import { NO_CLIENTS } from './useCoachClients.ts';

/** The Dashboard tab (overview): quick actions and how many clients the coach has. */
export function DashboardTab({ clients, onShowClients }: { clients: TRoom[]; onShowClients: () => void }) {
  return (
    <Stack gap="5">
      <QuickActions />
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
    </Stack>
  );
}
