import { Badge } from '@chakra-ui/react';
import { SESSION_STATUS_LABEL, type TSessionStatus } from '@coach/contract';

const PALETTE: Record<TSessionStatus, string> = {
  SCHEDULED: 'blue',
  CONFIRMED: 'teal',
  IN_PROGRESS: 'purple',
  COMPLETED: 'green',
  CANCELLED: 'gray',
  NO_SHOW: 'orange',
};

/** A session's status in words (docs/sessions-and-availability.md#session-statuses), coloured by how it stands. */
export function SessionStatusBadge({ status }: { status: TSessionStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" whiteSpace="nowrap">
      {SESSION_STATUS_LABEL[status]}
    </Badge>
  );
}
