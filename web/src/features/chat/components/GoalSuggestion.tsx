import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { dayIn, dueDateOf, GOAL_ERR, type TGoalDraft, type TMessage, type TTimeFrame } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { accountApi, accountKeys } from '../../account/api.ts';
import { chatApi } from '../api.ts';
import { useChat } from '../store.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The due date the goal gets when added now: the suggestion's time frame counted from today in the
 * client's profile time zone, as the server counts it when the goal is created (not the browser's:
 * near midnight, or on a trip, the two days differ).
 */
export function suggestedDueDate(goal: TGoalDraft, timeZone: string, now = new Date()): string | null {
  if (goal.dueDate) return goal.dueDate;
  if (!goal.timeFrame) return null;
  return dueDateOf(goal.timeFrame, dayIn(now, timeZone));
}

const dueText = (day: string) => `Due ${dayFormat.format(new Date(`${day}T00:00:00Z`))}`;
/** Without the client's time zone (the coach's view, or while the profile loads): the frame itself. */
const frameText = ({ amount, unit }: TTimeFrame) => `Due in ${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** The due date line of a pending suggestion, or null when it has none. */
function useDueText(goal: TGoalDraft | undefined, pending: boolean, isClient: boolean): string | null {
  const counted = pending && !!goal?.timeFrame && !goal.dueDate;
  // The client's own profile: only the client answers, and only they may read their time zone.
  const profile = useQuery({ queryKey: accountKeys.profile(), queryFn: accountApi.profile, enabled: counted && isClient });
  if (!goal || !pending) return null;
  if (goal.dueDate) return dueText(goal.dueDate);
  if (!goal.timeFrame) return null;
  const timeZone = isClient ? profile.data?.timeZone : undefined;
  return timeZone ? dueText(suggestedDueDate(goal, timeZone)!) : frameText(goal.timeFrame);
}

/** docs/chat-and-ai-coach.md#action-cards: Add Goal approves (creates the goal), Not now dismisses. */
export function GoalSuggestion({ message, canAnswer }: { message: TMessage; canAnswer: boolean }) {
  const [busy, setBusy] = useState<'add' | 'dismiss' | null>(null);
  const action = message.actionData;
  const goal = action?.goalData;
  const due = useDueText(goal, action?.status === 'pending', canAnswer);
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
              {[goal.category, `${goal.priority} priority`, due].filter(Boolean).join(' · ')}
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
