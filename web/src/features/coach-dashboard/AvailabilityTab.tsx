import { Badge, Card, EmptyState, Heading, HStack } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';

/** The Availability tab: the calendar (spec §2 Availability calendar) comes with a later release. */
export function AvailabilityTab() {
  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            Manage Your Availability
          </Heading>
          <Badge>Coming soon</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuCalendarClock />
            </EmptyState.Indicator>
            <EmptyState.Description color="fg.muted" maxW="md" textAlign="center">
              Setting your weekly hours and one-time openings arrives in a later release. Until then, agree on times with
              your clients directly.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Card.Body>
    </Card.Root>
  );
}
