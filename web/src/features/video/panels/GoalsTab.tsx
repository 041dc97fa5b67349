import { useEffect, useState } from 'react';
import { Badge, Box, Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { GOAL_ERR, VIDEO_GOAL_PRIORITIES, VIDEO_UI, type TGoal } from '@coach/contract';
import { useGoals } from '../../goals/store.ts';
import { useVideoRoom } from '../store.ts';
import { VideoGoalDialog } from './VideoGoalDialog.tsx';

const EMPTY: TGoal[] = [];
const priorityLabel = (p: TGoal['priority']) => VIDEO_GOAL_PRIORITIES.find((x) => x.value === p)?.label ?? p;

function GoalRow({ goal }: { goal: TGoal }) {
  return (
    <Box as="li" p="3" borderWidth="1px" rounded="md">
      <Text fontWeight="medium" fontSize="sm" wordBreak="break-word">
        {goal.title}
      </Text>
      <HStack gap="2" mt="1" wrap="wrap" fontSize="xs">
        {goal.category && <Badge size="sm">{goal.category}</Badge>}
        <Badge size="sm" variant="outline">
          {priorityLabel(goal.priority)}
        </Badge>
        <Text color="fg.muted">{goal.completedAt ? 'Completed' : `${goal.progress}%`}</Text>
      </HStack>
      <Progress.Root value={goal.progress} size="xs" mt="2" colorPalette={goal.completedAt ? 'green' : 'teal'} aria-hidden>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

/**
 * The Goals tab (coach and client): Create SMART Goal, and the goals of their chat room, the same
 * list the coaching page shows (the goals store, kept live by the room's goal pushes).
 */
export function GoalsTab() {
  const roomId = useVideoRoom((s) => s.join?.chatRoomId ?? null);
  const goals = useGoals((s) => (roomId ? (s.byRoom[roomId] ?? EMPTY) : EMPTY));
  const status = useGoals((s) => (roomId ? s.status[roomId] : undefined));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (roomId) void useGoals.getState().load(roomId);
  }, [roomId]);

  if (!roomId)
    return (
      <Text fontSize="sm" color="fg.muted">
        {VIDEO_UI.GOALS_NO_ROOM}
      </Text>
    );

  let list;
  if (status === 'error')
    list = (
      <HStack gap="2" wrap="wrap">
        <Text color={{ base: 'red.700', _dark: 'red.300' }}>{GOAL_ERR.LOAD_FAILED}</Text>
        <Button size="xs" variant="outline" onClick={() => void useGoals.getState().load(roomId)}>
          Retry
        </Button>
      </HStack>
    );
  else if (status !== 'ready' && goals.length === 0) list = <Spinner size="sm" role="status" aria-label="Loading goals" />;
  else if (goals.length === 0)
    list = (
      <Text fontSize="sm" color="fg.muted">
        {GOAL_ERR.EMPTY}
      </Text>
    );
  else
    list = (
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Goals">
        {goals.map((g) => (
          <GoalRow key={g.id} goal={g} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="3">
      <Button size="sm" colorPalette="teal" alignSelf="flex-start" onClick={() => setOpen(true)}>
        <LuPlus aria-hidden /> Create SMART Goal
      </Button>
      {list}
      <VideoGoalDialog open={open} onClose={() => setOpen(false)} roomId={roomId} />
    </Stack>
  );
}
