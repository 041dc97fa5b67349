import { Button, Card, Container, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuHourglass } from 'react-icons/lu';
import { MONTHLY_PRICE_CENTS, TRIAL_DAYS } from '@coach/contract';

const price = `$${MONTHLY_PRICE_CENTS / 100}`;

/**
 * Shown to a customer with no active coaching, no running trial and no subscription (docs/intake-and-billing.md#coaching-access).
 * Once paid (in this tab or another), the 'subscription:changed' push reads access again and the
 * coaching page replaces this by itself.
 */
export function TrialExpired() {
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Card.Root>
        <Card.Body>
          <VStack gap="4" textAlign="center">
            <Icon size="2xl" color="orange.fg" aria-hidden>
              <LuHourglass />
            </Icon>
            <Heading as="h1" size="2xl">
              Your free trial has ended
            </Heading>
            <Text color="fg.muted">
              Your {TRIAL_DAYS}-day free trial is over. Subscribe for {price} a month to keep chatting with your coaches, tracking your
              goals and booking sessions. Everything you have done so far is kept.
            </Text>
            <Button asChild colorPalette="teal" size="lg">
              <RouterLink to="/subscription">View Subscription Plans</RouterLink>
            </Button>
          </VStack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
