import { useState } from 'react';
import { Avatar, Button, Card, Container, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DIRECTORY_ERR, type TDirectoryCoach, type TDirectoryQuery, type TRoomUser } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import { useRooms } from '../rooms/queries.ts';
import { useSpecializations } from '../lookups/queries.ts';
import { clientCoaches } from '../sessions/client/coaches.ts';
import { directoryApi, directoryKeys } from './api.ts';
import { CoachCard } from './CoachCard.tsx';
import { DirectoryFilters } from './DirectoryFilters.tsx';
import { fullName } from './format.ts';
import { MyRequestStatus } from './MyRequestStatus.tsx';
import { RequestCoachDialog } from './RequestCoachDialog.tsx';
import { useCoachRequestsRealtime } from './realtime.ts';

/** A client who has a human coach books with them; the directory is for finding one. */
function YourCoach({ coach }: { coach: TRoomUser }) {
  const navigate = useNavigate();
  return (
    <Card.Root>
      <Card.Body>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="3">
            <Avatar.Root colorPalette="teal">
              <Avatar.Fallback name={fullName(coach)} />
            </Avatar.Root>
            <Stack gap="0">
              <Text fontWeight="semibold">{fullName(coach)}</Text>
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
  );
}

function Directory({ viewerId }: { viewerId: string }) {
  const [query, setQuery] = useState<TDirectoryQuery>({});
  const [asking, setAsking] = useState<TDirectoryCoach | null>(null);
  const specializations = useSpecializations();
  const mine = useQuery({ queryKey: directoryKeys.mine(viewerId), queryFn: directoryApi.mine });
  const list = useInfiniteQuery({
    queryKey: directoryKeys.list(viewerId, query),
    queryFn: ({ pageParam }) => directoryApi.list(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const open = mine.data?.request?.status === 'pending' ? mine.data.request : null;
  const blocked = open ? `You already have an open request with ${fullName(open.coach)}.` : null;
  const coaches = list.data?.pages.flatMap((p) => p.coaches) ?? [];

  return (
    <Stack gap="5">
      {mine.data?.request && <MyRequestStatus request={mine.data.request} viewerId={viewerId} />}
      <DirectoryFilters value={query} specializations={specializations.data ?? []} onApply={setQuery} />
      {list.isError ? (
        <RetryAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
          Failed to load coaches
        </RetryAlert>
      ) : list.isPending ? (
        <HStack justify="center" py="10" role="status" aria-label="Loading coaches">
          <Spinner color="teal.solid" />
          <Text color="fg.muted">Loading coaches...</Text>
        </HStack>
      ) : coaches.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8">
          No coaches match these filters right now. Try fewer filters, or check back soon.
        </Text>
      ) : (
        <Stack gap="4">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Coaches">
            {coaches.map((c) => (
              <CoachCard key={c.id} coach={c} blockedReason={blocked} onRequest={setAsking} />
            ))}
          </SimpleGrid>
          {list.hasNextPage && (
            <Button
              variant="outline"
              alignSelf="center"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              loadingText="Loading"
            >
              Show more coaches
            </Button>
          )}
        </Stack>
      )}
      <RequestCoachDialog coach={asking} viewerId={viewerId} onClose={() => setAsking(null)} />
    </Stack>
  );
}

/**
 * /coach-search: the coach directory. Clients without a human coach find coaches who take new
 * clients and ask one; a client with a coach books with them; coaches are told it is for clients.
 */
export default function CoachDirectoryPage() {
  const user = useAuth((s) => s.user)!;
  const rooms = useRooms(user.id);
  useCoachRequestsRealtime(user.id);
  if (!isCoach(user) && rooms.isPending) return <PageSpinner />;
  const coaches = clientCoaches(rooms.data ?? []);

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Find a Coach
          </Heading>
          {!isCoach(user) && coaches.length === 0 && (
            <Text color="fg.muted">Coaches taking new clients, best match to what you want help with first.</Text>
          )}
        </Stack>
        {isCoach(user) ? (
          <Text color="fg.muted">{DIRECTORY_ERR.CLIENTS_ONLY}.</Text>
        ) : rooms.isError ? (
          <RetryAlert onRetry={() => void rooms.refetch()}>Failed to load your coach</RetryAlert>
        ) : coaches.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Your coach">
            {coaches.map((c) => (
              <li key={c.id}>
                <YourCoach coach={c} />
              </li>
            ))}
          </Stack>
        ) : (
          <Directory viewerId={user.id} />
        )}
      </Stack>
    </Container>
  );
}
