import { Alert, Button, HStack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERR, type TCoachRequest } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { errorText } from '../../lib/api.ts';
import { directoryApi } from './api.ts';
import { fullName } from './format.ts';
import { applyCoachRequest } from './realtime.ts';

const STATUS: Record<TCoachRequest['status'], { alert: 'info' | 'success' | 'neutral'; title: (coach: string) => string }> = {
  pending: { alert: 'info', title: (coach) => `Request sent to ${coach}` },
  accepted: { alert: 'success', title: (coach) => `${coach} is now your coach` },
  declined: { alert: 'neutral', title: (coach) => `${coach} cannot take you on right now` },
  cancelled: { alert: 'neutral', title: (coach) => `Request to ${coach} cancelled` },
};

/** The client's open (or latest) request: its status, the kind text the server gives, and Cancel while it is open. */
export function MyRequestStatus({ request, viewerId }: { request: TCoachRequest; viewerId: string }) {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => directoryApi.cancel(request.id),
    onSuccess: (r) => applyCoachRequest(client, viewerId, r),
    onError: (err) => toaster.error({ title: errorText(err, ERR.INTERNAL) }),
  });
  const s = STATUS[request.status];
  return (
    <Alert.Root status={s.alert} data-testid="my-coach-request" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{s.title(fullName(request.coach))}</Alert.Title>
        <Alert.Description>{request.note}</Alert.Description>
        {request.status === 'pending' && (
          <HStack mt="2">
            <Button size="xs" variant="outline" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              Cancel request
            </Button>
          </HStack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
