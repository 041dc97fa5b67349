import { useEffect, useState } from 'react';
import { Badge, Box, Button, Card, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuRepeat } from 'react-icons/lu';
import { GOAL_ERR, type GoalContext, type TGoal } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { AddGoalDialog } from './AddGoalDialog.tsx';
import { formatDay, GoalDetailDialog, recurrenceLabel } from './GoalDetailDialog.tsx';
import { GradeBadge } from './SmartScore.tsx';
import { useGoals } from './store.ts';

const EMPTY: TGoal[] = [];

function GoalCard({ goal, onOpen }: { goal: TGoal; onOpen: () => void }) {
  return (
    <Box
      as="button"
      onClick={onOpen}
      textAlign="left"
      w="full"
      p="3"
      borderWidth="1px"
      rounded="md"
      bg="bg.panel"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid', outlineOffset: '2px' }}
      aria-label={`${goal.title}, ${goal.progress}% done, grade ${goal.smartBreakdown.grade}${goal.isRecurring ? ', recurring' : ''}`}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
            {goal.title}
          </Text>
          <GradeBadge score={goal.validationScore} grade={goal.smartBreakdown.grade} size="sm" />
        </HStack>
        <Progress.Root value={goal.progress} size="sm" colorPalette={goal.completedAt ? 'green' : 'teal'} aria-hidden>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" wrap="wrap" gap="1">
          <Text>{goal.completedAt ? 'Completed' : `${goal.progress}%`}</Text>
          <HStack gap="2">
            {goal.isRecurring && (
              <Badge size="sm" colorPalette="purple" variant="subtle">
                <LuRepeat aria-hidden /> {recurrenceLabel(goal)}
                {goal.currentStreak > 0 ? ` · ${goal.currentStreak} in a row` : ''}
              </Badge>
            )}
            {goal.dueDate && <Text>Due {formatDay(goal.dueDate)}</Text>}
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}

/** The 'SMART Goals' panel (docs/goals-and-progress.md#goals): the room's goals, live for client and coach alike. */
export function GoalsPanel({
  roomId,
  hasRooms = true,
  context = 'individual',
}: {
  roomId: string | null;
  hasRooms?: boolean;
  context?: GoalContext;
}) {
  const goals = useGoals((s) => (roomId ? (s.byRoom[roomId] ?? EMPTY) : EMPTY));
  const status = useGoals((s) => (roomId ? s.status[roomId] : undefined));
  const more = useGoals((s) => (roomId ? Boolean(s.nextCursor[roomId]) : false));
  const loadingMore = useGoals((s) => (roomId ? Boolean(s.loadingMore[roomId]) : false));
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = goals.find((g) => g.id === openId) ?? null;

  useEffect(() => {
    if (roomId) void useGoals.getState().load(roomId);
  }, [roomId]);

  const add = () => {
    if (!roomId) {
      toaster.create({ type: 'warning', title: GOAL_ERR.NO_ROOM_TITLE, description: GOAL_ERR.NO_ROOM });
      return;
    }
    setAdding(true);
  };

  let body;
  if (!roomId) body = <Text color="fg.muted">{hasRooms ? GOAL_ERR.SELECT_ROOM : GOAL_ERR.NO_ROOMS}</Text>;
  else if (status === 'loading' || status === undefined)
    body = (
      <HStack color="fg.muted" gap="2">
        <Spinner size="sm" /> <Text>Loading goals...</Text>
      </HStack>
    );
  else if (status === 'error')
    body = (
      <Stack gap="2">
        <Text color={{ base: 'red.700', _dark: 'red.300' }}>
          {GOAL_ERR.LOAD_FAILED}. {GOAL_ERR.TRY_AGAIN}.
        </Text>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void useGoals.getState().load(roomId)}>
          Retry
        </Button>
      </Stack>
    );
  else if (goals.length === 0) body = <Text color="fg.muted">{GOAL_ERR.EMPTY}</Text>;
  else
    body = (
      <Stack gap="2">
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Goals">
          {goals.map((g) => (
            <li key={g.id}>
              <GoalCard goal={g} onOpen={() => setOpenId(g.id)} />
            </li>
          ))}
        </Stack>
        {more && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            loading={loadingMore}
            onClick={() => void useGoals.getState().loadMore(roomId)}
          >
            Load more goals
          </Button>
        )}
      </Stack>
    );

  return (
    <Card.Root as="section" aria-labelledby="goals-heading">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" id="goals-heading">
            SMART Goals
          </Card.Title>
          <Button size="sm" colorPalette="teal" variant="outline" onClick={add}>
            <LuPlus aria-hidden /> New Goal
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
      {roomId && <AddGoalDialog open={adding} onClose={() => setAdding(false)} roomId={roomId} context={context} />}
      <GoalDetailDialog goal={open} onClose={() => setOpenId(null)} context={context} />
    </Card.Root>
  );
}
