import { useState } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { GOAL_ERR, recurrenceInterval, type TGoal } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';
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
    <AppDialog
      fresh
      open={open}
      onClose={onClose}
      title="Make this goal recurring"
      footer={<DialogFooterButtons onCancel={onClose} lockCancel confirmLabel="Make recurring" onConfirm={() => void save()} pending={pending} />}
    >
      <Stack gap="4">
        <Dialog.Description asChild>
          <Text fontSize="sm" color="fg.muted">
            Each time "{goal.title}" reaches 100% a cycle is counted and its progress starts again at 0%. Completing every period in a row builds a streak.
          </Text>
        </Dialog.Description>
        <RecurrenceFields values={values} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      </Stack>
    </AppDialog>
  );
}
