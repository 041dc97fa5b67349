import { Badge, Box } from '@chakra-ui/react';
import { useConnection } from '../../../lib/realtime/connection.ts';

/** Connected / Reconnecting (docs/chat-and-ai-coach.md#the-coaching-page), from the tab's socket. */
export function ConnectionBadge() {
  const connected = useConnection((s) => s.status === 'connected');
  return (
    <Badge colorPalette={connected ? 'green' : 'orange'} variant="subtle" role="status" aria-live="polite" gap="1.5">
      <Box as="span" w="2" h="2" rounded="full" bg={connected ? 'green.solid' : 'orange.solid'} aria-hidden />
      {connected ? 'Connected' : 'Reconnecting'}
    </Badge>
  );
}
