import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { TRoom } from '@coach/contract';
import { AppDialog, CloseFooterButton } from '../../components/AppDialog.tsx';
import { Detail } from '../../components/Detail.tsx';
import { AI_LEVEL_META } from '../chat/aiLevels.ts';
import { useProgress } from '../gamification/store.ts';
import { AiLevelSelect } from './AiLevelSelect.tsx';

const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** What each AI Coaching Level lets the AI coach do in the client's chat. */
const LEVEL_HELP = {
  DISABLED: 'The AI coach does not reply in this chat; only you do.',
  LIMITED: 'The AI coach answers questions briefly, and stays quiet when the client writes to you or you have just written.',
  ENHANCED: 'The AI coach coaches actively between sessions, and stays quiet when the client writes to you or you have just written.',
  AUTONOMOUS: 'The AI coach answers every message and may propose goals and sessions with you.',
} as const;

/** The row menu's Client Settings: the client's basic facts and their AI Coaching Level. */
export function ClientSettingsDialog({ room, onClose }: { room: TRoom | null; onClose: () => void }) {
  const streak = useProgress((s) => (room ? s.stats[room.id]?.dayStreak : undefined)) ?? room?.clientStreak ?? 0;
  const name = room ? `${room.client.firstName} ${room.client.lastName}`.trim() : '';
  return (
    <AppDialog
      open={room !== null}
      onClose={onClose}
      fresh
      size="md"
      title="Client Settings"
      subtitle={
        <Text fontSize="sm" color="fg.muted">
          {name}
        </Text>
      }
      footer={<CloseFooterButton onClose={onClose} />}
    >
      {room && (
        <Stack gap="5">
          <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="3">
            <Detail label="Client since">{since.format(new Date(room.createdAt))}</Detail>
            <Detail label="Streak">
              {streak} {streak === 1 ? 'day' : 'days'}
            </Detail>
            {room.sessionCount !== undefined && <Detail label="Sessions">{room.sessionCount}</Detail>}
          </Grid>
          <Stack gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">AI Coaching Level</Text>
              <Badge colorPalette={AI_LEVEL_META[room.aiInteractionLevel].palette} variant="subtle">
                {AI_LEVEL_META[room.aiInteractionLevel].label}
              </Badge>
            </HStack>
            <AiLevelSelect room={room} width="full" />
            <Text fontSize="sm" color="fg.muted">
              {LEVEL_HELP[room.aiInteractionLevel]}
            </Text>
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}
