import { Badge } from '@chakra-ui/react';
import type { InviteStatus } from '@coach/contract';
import { statusLabel } from './derive.ts';

const PALETTE: Record<InviteStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  expired: 'red',
  cancelled: 'gray',
};

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md">
      {statusLabel(status)}
    </Badge>
  );
}
