import { useRef, useState, type FormEvent } from 'react';
import { Box, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { GOAL_ERR, type GoalContext } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';
import { toaster } from '../../components/toaster.tsx';
import { goalsApi } from './api.ts';
import { GoalFields } from './GoalFields.tsx';
import { emptyGoalForm, toCreateBody, validateGoalForm, type GoalFormValues } from './goalForm.ts';
import { SmartScore } from './SmartScore.tsx';
import { useGoals } from './store.ts';
import { useGoalAction } from './useGoalAction.ts';
import { useLiveScore } from './useLiveScore.ts';

/** The add-goal dialog, with the SMART score (docs/goals-and-progress.md#smart-score) and its feedback updating as the goal is typed. */
export function AddGoalDialog({
  open,
  onClose,
  roomId,
  context,
}: {
  open: boolean;
  onClose: () => void;
  roomId: string;
  context?: GoalContext;
}) {
  const [values, setValues] = useState<GoalFormValues>(emptyGoalForm);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useGoalAction();
  const titleRef = useRef<HTMLInputElement>(null);
  const score = useLiveScore(values, open);

  const close = () => {
    setValues(emptyGoalForm());
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const invalid = validateGoalForm(values);
    setError(invalid);
    if (invalid) {
      titleRef.current?.focus();
      return;
    }
    await run('save', GOAL_ERR.CREATE_FAILED, async () => {
      useGoals.getState().upsert(await goalsApi.create(toCreateBody(values, roomId)));
      toaster.create({ type: 'success', title: GOAL_ERR.CREATED });
      close();
    });
  };

  return (
    <AppDialog
      fresh
      open={open}
      onClose={close}
      wideSize="xl"
      scrollInside
      initialFocusEl={() => titleRef.current}
      title="Add a SMART goal"
      onSubmit={submit}
      footer={<DialogFooterButtons onCancel={close} confirmLabel="Create Goal" pending={!!busy} />}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
        <Box flex="1" minW="0">
          <GoalFields
            values={values}
            onChange={(p) => setValues((v) => ({ ...v, ...p }))}
            error={error}
            context={context}
            titleRef={titleRef}
          />
        </Box>
        <Box flex="1" minW="0">
          {score ? (
            <SmartScore smart={score} heading="Live SMART score" />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Type a title to see how SMART your goal is: Specific, Measurable, Achievable, Relevant and Time-bound.
            </Text>
          )}
          {/* Only the overall score is read out as it changes, not every bar. */}
          <VisuallyHidden aria-live="polite">{score ? `SMART score ${score.overall} out of 100, grade ${score.grade}` : ''}</VisuallyHidden>
        </Box>
      </Stack>
    </AppDialog>
  );
}
