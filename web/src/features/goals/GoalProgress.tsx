import { useRef, useState } from 'react';
import { Button, Field, HStack, Input, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { clampProgress, GOAL_ERR, PROGRESS_STEPS, type TGoal } from '@coach/contract';
import { goalsApi } from './api.ts';
import { announceGoalChange } from './goalToasts.ts';
import { useGoals } from './store.ts';
import { useGoalAction } from './useGoalAction.ts';

type Step = (typeof PROGRESS_STEPS)[number];

/** The progress a quick step leads to: +25, +50 or straight to 100 (PROGRESS_STEPS, docs/goals-and-progress.md#progress), clamped. */
export const stepTo = (progress: number, step: Step) => (step === 100 ? 100 : clampProgress(progress + step));

/** docs/goals-and-progress.md#progress: a typed value counts only within 0-100 (whole or not; it is rounded). */
export function typedProgress(text: string): number | null {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? clampProgress(n) : null;
}

/** The detail dialog's progress: the bar, the quick steps +25%, +50%, Complete, and a typed value. */
export function GoalProgress({ goal }: { goal: TGoal }) {
  const { busy, run } = useGoalAction<string>();
  // null: show the goal's own progress (also after a push changed it).
  const [typed, setTyped] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = typed ?? String(goal.progress);
  const value = typedProgress(shown);
  const done = !goal.isRecurring && goal.progress >= 100;

  // Buttons stay enabled while a change is on its way (a disabled button drops the keyboard focus);
  // a second press meanwhile is ignored.
  const inFlight = useRef(false);
  const save = async (key: string, progress: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    await run(key, GOAL_ERR.PROGRESS_FAILED, async () => {
      const change = await goalsApi.update(goal.id, { progress });
      useGoals.getState().upsert(change.goal);
      announceGoalChange(change);
      setTyped(null);
      // The pressed control may be disabled now (a finished goal, a saved value): keep the focus here.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === document.body || (active instanceof HTMLButtonElement && active.disabled)) input.current?.focus();
      });
    });
    inFlight.current = false;
  };

  return (
    <Stack gap="3">
      <Stack gap="1.5">
        <HStack justify="space-between">
          <Text fontWeight="semibold">Progress</Text>
          <HStack gap="2">
            {busy && <Spinner size="xs" color="teal.solid" aria-label="Saving progress" />}
            <Text>{goal.progress}%</Text>
          </HStack>
        </HStack>
        <Progress.Root value={goal.progress} colorPalette={goal.completedAt ? 'green' : 'teal'} aria-label={`Progress ${goal.progress}%`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <HStack gap="2" wrap="wrap" align="flex-end">
        {PROGRESS_STEPS.map((step) => (
          <Button
            key={step}
            size="sm"
            variant={step === 100 ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-busy={busy === `p${step}`}
            disabled={done}
            onClick={() => void save(`p${step}`, stepTo(goal.progress, step))}
          >
            {step === 100 ? (goal.isRecurring ? 'Complete cycle' : 'Complete') : `+${step}%`}
          </Button>
        ))}
      </HStack>
      <HStack gap="2" align="flex-end">
        <Field.Root invalid={value === null} w="auto">
          <Field.Label fontSize="sm">Set progress (%)</Field.Label>
          <Input
            ref={input}
            size="sm"
            w="24"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={shown}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && value !== null && value !== goal.progress) void save('typed', value);
            }}
          />
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          aria-busy={busy === 'typed'}
          disabled={value === null || value === goal.progress}
          onClick={() => value !== null && void save('typed', value)}
        >
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
