import { useRef, useState, type FormEvent } from 'react';
import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_ERR,
  GOAL_TITLE_MAX,
  VIDEO_DONE,
  VIDEO_GOAL_CATEGORIES,
  VIDEO_GOAL_PRIORITIES,
  VIDEO_UI,
  type GoalPriority,
} from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../../components/AppDialog.tsx';
import { FormField, labelledOptions, optionsOf } from '../../../components/FormFields.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { goalsApi } from '../../goals/api.ts';
import { useGoals } from '../../goals/store.ts';
import { emptyGoalDraft, goalDraftBody, validateGoalDraft, type GoalDraft, type GoalDraftErrors } from './goal-draft.ts';

/** Create SMART Goal in the room: title, description, category and priority (Medium by default). */
export function VideoGoalDialog({ open, onClose, roomId }: { open: boolean; onClose: () => void; roomId: string }) {
  const [draft, setDraft] = useState<GoalDraft>(emptyGoalDraft);
  const [errors, setErrors] = useState<GoalDraftErrors>({});
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<GoalDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const close = () => {
    setDraft(emptyGoalDraft());
    setErrors({});
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const invalid = validateGoalDraft(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length) {
      const first = Object.keys(invalid)[0];
      document.querySelector<HTMLElement>(`[data-goal-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      useGoals.getState().upsert(await goalsApi.create(goalDraftBody(draft, roomId)));
      toaster.create({ type: 'success', title: VIDEO_DONE.GOAL_CREATED });
      close();
    } catch (err) {
      toaster.create({ type: 'error', title: GOAL_ERR.CREATE_FAILED, description: errorText(err, GOAL_ERR.TRY_AGAIN) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      light
      fresh
      open={open}
      onClose={close}
      wideSize="lg"
      scrollInside
      initialFocusEl={() => titleRef.current}
      title={VIDEO_UI.GOAL_DIALOG_TITLE}
      onSubmit={submit}
      footer={<DialogFooterButtons onCancel={close} confirmLabel="Create Goal" pending={busy} />}
    >
      <Stack gap="4">
        <FormField label="Title" required error={errors.title}>
          <Input
            ref={titleRef}
            data-goal-field="title"
            value={draft.title}
            maxLength={GOAL_TITLE_MAX}
            onChange={(e) => set({ title: e.target.value })}
          />
        </FormField>
        <FormField label="Description" required error={errors.description}>
          <Textarea
            data-goal-field="description"
            value={draft.description}
            maxLength={GOAL_DESCRIPTION_MAX}
            rows={3}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <FormField label="Category" required error={errors.category}>
          <NativeSelect.Root>
            <NativeSelect.Field data-goal-field="category" value={draft.category} onChange={(e) => set({ category: e.target.value })}>
              <option value="">Select a category</option>
              {optionsOf(VIDEO_GOAL_CATEGORIES)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Priority">
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.priority} onChange={(e) => set({ priority: e.target.value as GoalPriority })}>
              {labelledOptions(VIDEO_GOAL_PRIORITIES)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </AppDialog>
  );
}
