import { Alert, Avatar, Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { SESSION_ERR } from '@coach/contract';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useAuth } from '../../auth/store.ts';
import { useRooms } from '../../coaching/queries.ts';
import { personName } from '../format.ts';
import { clientCoaches } from './coaches.ts';

/**
 * /coach-search: the client's own coach, to book with. A directory of other coaches does not exist
 * yet, and the page says so rather than listing made-up people.
 */
export default function CoachSearchPage() {
  const user = useAuth((s) => s.user)!;
  const rooms = useRooms(user.id);
  const navigate = useNavigate();
  if (rooms.isPending) return <PageSpinner />;
  const coaches = clientCoaches(rooms.data ?? []);

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Find a Coach
        </Heading>
        {rooms.isError ? (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1">Failed to load your coach</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void rooms.refetch()}>
              Retry
            </Button>
          </Alert.Root>
        ) : coaches.length === 0 ? (
          <Text color="fg.muted">{SESSION_ERR.NO_COACH}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Your coach">
            {coaches.map((coach) => (
              <Card.Root as="li" key={coach.id}>
                <Card.Body>
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <HStack gap="3">
                      <Avatar.Root colorPalette="teal">
                        <Avatar.Fallback name={personName(coach)} />
                      </Avatar.Root>
                      <Stack gap="0">
                        <Text fontWeight="semibold">{personName(coach)}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          Your coach
                        </Text>
                      </Stack>
                    </HStack>
                    <Button colorPalette="teal" onClick={() => navigate(`/session-booking?coachId=${encodeURIComponent(coach.id)}`)}>
                      Book a session
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A coach directory is coming soon</Alert.Title>
            <Alert.Description>Browsing and booking other coaches will open here. Until then, you can book sessions with your own coach.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    </Container>
  );
}
