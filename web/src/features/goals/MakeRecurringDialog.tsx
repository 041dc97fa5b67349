import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { GOAL_ERR, recurrenceInterval, type TGoal } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { goalsApi } from './api.ts';
import { RecurrenceFields } from './GoalFields.tsx';
import { emptyGoalForm, type GoalFormValues } from './goalForm.ts';
import { useGoals } from './store.ts';

/** Spec §2 make-recurring dialog: a one-off goal becomes a goal that repeats daily, weekly or monthly. */
export function MakeRecurringDialog({ goal, open, onClose }: { goal: TGoal; open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<GoalFormValues>(() => ({ ...emptyGoalForm(), isRecurring: true }));
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    try {
      useGoals.getState().upsert(await goalsApi.makeRecurring(goal.id, { pattern: values.pattern, interval: recurrenceInterval(values.interval) }));
      onClose();
    } catch (err) {
      toaster.create({ type: 'error', title: GOAL_ERR.CONVERT_FAILED, description: errorText(err, GOAL_ERR.TRY_AGAIN) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Make this goal recurring</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description asChild>
                  <Text fontSize="sm" color="fg.muted">
                    Each time "{goal.title}" reaches 100% a cycle is counted and its progress starts again at 0%. Completing every period in a row builds a streak.
                  </Text>
                </Dialog.Description>
                <RecurrenceFields values={values} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button colorPalette="teal" loading={pending} onClick={() => void save()}>
                Make recurring
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
