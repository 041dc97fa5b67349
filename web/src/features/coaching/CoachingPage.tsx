import { Card, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { useAuth } from '../auth/store.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The client's home. The coaching room itself (chat, goals, progress) arrives with the next issues. */
export default function CoachingPage() {
  const user = useAuth((s) => s.user)!;
  const trialEnd = user.trialEndDate ? new Date(user.trialEndDate) : null;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <VStack align="stretch" gap="6">
        <Heading as="h1" size="2xl">
          Coaching Session
        </Heading>
        <Card.Root>
          <Card.Body gap="2">
            <Text fontSize="lg">Welcome, {user.preferredName || user.firstName}.</Text>
            {trialEnd && (
              <Text color="fg.muted">
                {trialEnd > new Date()
                  ? `Your 7-day free trial runs until ${dateFormat.format(trialEnd)}.`
                  : `Your 7-day free trial ended on ${dateFormat.format(trialEnd)}.`}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      </VStack>
    </Container>
  );
}
