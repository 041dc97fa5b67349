import { Avatar, Button, Card, EmptyState, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuUserPlus, LuUsers } from 'react-icons/lu';
import { formatSince, type CoachClient } from './useCoachClients.ts';

export const NO_CLIENTS = 'No clients yet. Invite your first coachee.';

function InviteButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <Button asChild colorPalette="teal" variant={variant} size="sm">
      <RouterLink to="/coach/invites?new=1">
        <LuUserPlus aria-hidden /> Invite Coachee
      </RouterLink>
    </Button>
  );
}

/** The Clients tab: everyone the coach runs a coaching room with, and since when. */
export function ClientsTab({ clients }: { clients: CoachClient[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg">
            Your Clients
          </Heading>
          {clients.length > 0 && <InviteButton variant="outline" />}
        </HStack>
      </Card.Header>
      <Card.Body>
        {clients.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuUsers />
              </EmptyState.Indicator>
              <EmptyState.Description color="fg.muted">{NO_CLIENTS}</EmptyState.Description>
              <InviteButton />
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Clients">
            {clients.map(({ roomId, client, since }) => {
              const name = `${client.firstName} ${client.lastName}`.trim();
              return (
                <HStack as="li" key={roomId} gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <Avatar.Root size="sm" colorPalette="teal" aria-hidden>
                    <Avatar.Fallback name={name} />
                  </Avatar.Root>
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      Client since {formatSince(since)}
                    </Text>
                  </Stack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
