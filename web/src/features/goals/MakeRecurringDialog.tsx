import { useState } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { GOAL_ERR, recurrenceInterval, type TGoal } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';
import { goalsApi } from './api.ts';
import { RecurrenceFields } from './GoalFields.tsx';
import { emptyGoalForm, type GoalFormValues } from './goalForm.ts';
import { useGoals } from './store.ts';
import { useGoalAction } from './useGoalAction.ts';

/** docs/goals-and-progress.md#recurring-goals: a one-off goal becomes one that repeats daily, weekly or monthly. */
export function MakeRecurringDialog({ goal, open, onClose }: { goal: TGoal; open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<GoalFormValues>(() => ({ ...emptyGoalForm(), isRecurring: true }));
  const { busy, run } = useGoalAction();

  const save = () =>
    run('save', GOAL_ERR.CONVERT_FAILED, async () => {
      useGoals
        .getState()
        .upsert(await goalsApi.makeRecurring(goal.id, { pattern: values.pattern, interval: recurrenceInterval(values.interval) }));
      onClose();
    });

  return (
    <AppDialog
      fresh
      open={open}
      onClose={onClose}
      title="Make this goal recurring"
      footer={
        <DialogFooterButtons onCancel={onClose} lockCancel confirmLabel="Make recurring" onConfirm={() => void save()} pending={!!busy} />
      }
    >
      <Stack gap="4">
        <Dialog.Description asChild>
          <Text fontSize="sm" color="fg.muted">
            Each time "{goal.title}" reaches 100% a cycle is counted and its progress starts again at 0%. Completing every period in a row
            builds a streak.
          </Text>
        </Dialog.Description>
        <RecurrenceFields values={values} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      </Stack>
    </AppDialog>
  );
}
