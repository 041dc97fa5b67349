import { Stack } from '@chakra-ui/react';
import type { TRoom } from '@coach/contract';
import { AppDialog, CloseFooterButton } from '../../components/AppDialog.tsx';
import { GoalsPanel } from '../goals/GoalsPanel.tsx';
import { ProgressCard } from '../gamification/ProgressCard.tsx';

/** The row menu's View Progress: the client's progress card and their goals (which the coach can add and update here). */
export function ClientProgressDialog({ room, viewerId, onClose }: { room: TRoom | null; viewerId: string; onClose: () => void }) {
  const name = room ? `${room.client.firstName} ${room.client.lastName}`.trim() : '';
  return (
    <AppDialog
      open={room !== null}
      onClose={onClose}
      fresh
      wideSize="xl"
      title={`Progress: ${name}`}
      footer={<CloseFooterButton onClose={onClose} />}
    >
      {room && (
        <Stack gap="4">
          <ProgressCard roomId={room.id} clientId={room.client.id} viewerId={viewerId} />
          <GoalsPanel roomId={room.id} />
        </Stack>
      )}
    </AppDialog>
  );
}
