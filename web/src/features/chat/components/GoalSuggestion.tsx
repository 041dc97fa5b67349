import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { dayIn, dueDateOf, GOAL_ERR, type TGoalDraft, type TMessage } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { chatApi } from '../api.ts';
import { useChat } from '../store.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The due date the goal gets when added now: the suggestion's time frame counted from today here
 * (the server counts it in the client's time zone when the goal is created).
 */
export function suggestedDueDate(goal: TGoalDraft, now = new Date()): string | null {
  if (goal.dueDate) return goal.dueDate;
  if (!goal.timeFrame) return null;
  return dueDateOf(goal.timeFrame, dayIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone));
}

const dueText = (day: string) => `Due ${dayFormat.format(new Date(`${day}T00:00:00Z`))}`;

/** Spec §4 Goal suggestion: Add Goal approves (creates the goal), Not now dismisses. */
export function GoalSuggestion({ message, canAnswer }: { message: TMessage; canAnswer: boolean }) {
  const [busy, setBusy] = useState<'add' | 'dismiss' | null>(null);
  const action = message.actionData;
  const goal = action?.goalData;
  const due = goal && action?.status === 'pending' ? suggestedDueDate(goal) : null;
  if (!action || action.type !== 'goal_suggestion') return null;

  const answer = async (approved: boolean) => {
    setBusy(approved ? 'add' : 'dismiss');
    try {
      useChat.getState().receive([await chatApi.approve(message.id, approved)]);
      toaster.create({ type: 'success', title: approved ? GOAL_ERR.CREATED : GOAL_ERR.SUGGESTION_DISMISSED });
    } catch {
      toaster.create({
        type: 'error',
        title: approved ? GOAL_ERR.CREATE_FAILED : 'Failed to dismiss goal suggestion',
        description: approved ? GOAL_ERR.SUGGESTION_CREATE_HINT : 'Please try again.',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box mt="2" p="3" borderWidth="1px" rounded="md" bg="bg.panel">
      <Stack gap="1">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          Suggested goal
        </Text>
        {goal && (
          <>
            <Text fontWeight="semibold">{goal.title}</Text>
            {goal.description && <Text fontSize="sm">{goal.description}</Text>}
            <Text fontSize="xs" color="fg.muted">
              {[goal.category, `${goal.priority} priority`, due && dueText(due)].filter(Boolean).join(' · ')}
            </Text>
          </>
        )}
        {action.status === 'pending' && canAnswer && (
          <HStack gap="2" pt="2">
            <Button size="sm" colorPalette="teal" loading={busy === 'add'} disabled={busy !== null} onClick={() => void answer(true)}>
              Add Goal
            </Button>
            <Button size="sm" variant="ghost" loading={busy === 'dismiss'} disabled={busy !== null} onClick={() => void answer(false)}>
              Not now
            </Button>
          </HStack>
        )}
        {action.status === 'approved' && (
          <Text fontSize="sm" color="green.fg">
            Goal added
          </Text>
        )}
        {action.status === 'rejected' && (
          <Text fontSize="sm" color="fg.muted">
            Suggestion dismissed
          </Text>
        )}
      </Stack>
    </Box>
  );
}
