import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERR, type TCoachRequest } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { errorText } from '../../lib/api.ts';
import { directoryApi, directoryKeys } from './api.ts';
import { fullName } from './format.ts';
import { applyCoachRequest, useCoachRequestsRealtime } from './realtime.ts';

function RequestRow({ request, coachId }: { request: TCoachRequest; coachId: string }) {
  const client = useQueryClient();
  const name = fullName(request.client);
  const decide = useMutation({
    mutationFn: (action: 'accept' | 'decline') =>
      action === 'accept' ? directoryApi.accept(request.id) : directoryApi.decline(request.id),
    onSuccess: (r) => {
      applyCoachRequest(client, coachId, r);
      toaster.create({ type: 'success', title: r.status === 'accepted' ? `${name} is now your client` : `You declined ${name}'s request` });
    },
    onError: (err) => toaster.error({ title: errorText(err, ERR.INTERNAL) }),
  });
  const pending = decide.isPending ? decide.variables : null;
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="md" p="3" data-testid="coach-request">
      <Stack gap="0.5">
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="xs" color="fg.muted">
          Asked {new Date(request.createdAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
        </Text>
      </Stack>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {request.message}
      </Text>
      <HStack gap="2" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => decide.mutate('decline')}
          loading={pending === 'decline'}
          disabled={decide.isPending}
          aria-label={`Decline ${name}`}
        >
          Decline
        </Button>
        <Button
          size="sm"
          colorPalette="teal"
          onClick={() => decide.mutate('accept')}
          loading={pending === 'accept'}
          disabled={decide.isPending}
          aria-label={`Accept ${name}`}
        >
          Accept
        </Button>
      </HStack>
    </Stack>
  );
}

/** The coach dashboard's 'Coach requests' card: clients who asked from the directory, live, with Accept and Decline. */
export function CoachRequestsCard({ coachId }: { coachId: string }) {
  useCoachRequestsRealtime(coachId);
  const list = useQuery({ queryKey: directoryKeys.pending(coachId), queryFn: directoryApi.pending, enabled: !!coachId });
  const requests = list.data?.requests ?? [];
  return (
    <Card.Root as="section" aria-labelledby="coach-requests-title">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="coach-requests-title">
          Coach requests
        </Heading>
        {list.isError ? (
          <HStack justify="space-between" gap="2">
            <Text color="fg.error">Failed to load coach requests</Text>
            <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : list.isPending ? (
          <Text color="fg.muted">Loading requests...</Text>
        ) : requests.length === 0 ? (
          <Text color="fg.muted">No one is waiting for an answer. Clients who find you in the coach directory appear here.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Pending coach requests">
            {requests.map((r) => (
              <RequestRow key={r.id} request={r} coachId={coachId} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
