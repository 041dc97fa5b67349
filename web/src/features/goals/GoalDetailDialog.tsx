import { useState } from 'react';
import { Badge, Button, CloseButton, Dialog, HStack, Portal, Progress, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { clampProgress, GOAL_ERR, recurrenceInterval, type GoalContext, type TGoal } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { ConfirmDialog } from '../invites/ConfirmDialog.tsx';
import { goalsApi } from './api.ts';
import { GoalFields, RecurrenceFields } from './GoalFields.tsx';
import { emptyGoalForm, validateGoalForm, type GoalFormValues } from './goalForm.ts';
import { GradeBadge, SmartScore } from './SmartScore.tsx';
import { useGoals } from './store.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const unit = (g: TGoal) => (g.recurrencePattern === 'daily' ? 'day' : g.recurrencePattern === 'weekly' ? 'week' : 'month');
export const recurrenceLabel = (g: TGoal) =>
  g.recurrenceInterval && g.recurrenceInterval > 1 ? `Every ${g.recurrenceInterval} ${unit(g)}s` : `Every ${unit(g)}`;

/** The progress a quick step leads to: +25, +50 or straight to 100 (spec §9), clamped. */
export const stepTo = (progress: number, step: 25 | 50 | 100) => (step === 100 ? 100 : clampProgress(progress + step));

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

function toForm(g: TGoal): GoalFormValues {
  return { ...emptyGoalForm(), title: g.title, description: g.description, category: g.category, priority: g.priority, dueDate: g.dueDate ?? '' };
}

/** Spec §2 goal detail: progress, edit, delete, the quality score, recurrence stats and the details. */
export function GoalDetailDialog({ goal, onClose, context }: { goal: TGoal | null; onClose: () => void; context?: GoalContext }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<GoalFormValues | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [recurring, setRecurring] = useState<GoalFormValues | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const close = () => {
    setEditing(null);
    setRecurring(null);
    setConfirmDelete(false);
    onClose();
  };

  const run = async (key: string, fn: () => Promise<void>, failTitle: string) => {
    setBusy(key);
    try {
      await fn();
    } catch (err) {
      toaster.create({ type: 'error', title: failTitle, description: errorText(err, GOAL_ERR.TRY_AGAIN) });
    } finally {
      setBusy(null);
    }
  };

  if (!goal) return null;

  const setProgress = (step: 25 | 50 | 100) =>
    run(`p${step}`, async () => useGoals.getState().upsert((await goalsApi.update(goal.id, { progress: stepTo(goal.progress, step) })).data), GOAL_ERR.PROGRESS_FAILED);

  const saveEdit = () => {
    if (!editing) return;
    const invalid = validateGoalForm(editing);
    setEditError(invalid);
    if (invalid) return;
    void run(
      'edit',
      async () => {
        const { data } = await goalsApi.update(goal.id, {
          title: editing.title.trim(),
          description: editing.description.trim(),
          category: editing.category,
          priority: editing.priority,
          dueDate: editing.dueDate || null,
        });
        useGoals.getState().upsert(data);
        setEditing(null);
      },
      GOAL_ERR.UPDATE_FAILED,
    );
  };

  const saveRecurring = () => {
    if (!recurring) return;
    void run(
      'recurring',
      async () => {
        useGoals.getState().upsert(await goalsApi.makeRecurring(goal.id, { pattern: recurring.pattern, interval: recurrenceInterval(recurring.interval) }));
        setRecurring(null);
      },
      GOAL_ERR.CONVERT_FAILED,
    );
  };

  const remove = () =>
    run(
      'delete',
      async () => {
        await goalsApi.remove(goal.id);
        useGoals.getState().remove(goal.roomId, goal.id);
        close();
      },
      GOAL_ERR.DELETE_FAILED,
    );

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && close()} placement="center" size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx={{ base: '0', md: '4' }}>
              <Dialog.Header>
                <HStack gap="3" align="flex-start" pr="8">
                  <Dialog.Title wordBreak="break-word">{goal.title}</Dialog.Title>
                  <GradeBadge score={goal.validationScore} grade={goal.smartBreakdown.grade} />
                </HStack>
              </Dialog.Header>
              <Dialog.Body tabIndex={0}>
                <Stack gap="5">
                  <Stack gap="2">
                    <HStack justify="space-between">
                      <Text fontWeight="semibold">Progress</Text>
                      <Text>{goal.progress}%</Text>
                    </HStack>
                    <Progress.Root value={goal.progress} colorPalette="teal" aria-label={`Progress ${goal.progress}%`}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <HStack gap="2" wrap="wrap">
                      <Button size="sm" variant="outline" loading={busy === 'p25'} disabled={!!busy} onClick={() => void setProgress(25)}>
                        +25%
                      </Button>
                      <Button size="sm" variant="outline" loading={busy === 'p50'} disabled={!!busy} onClick={() => void setProgress(50)}>
                        +50%
                      </Button>
                      <Button size="sm" colorPalette="teal" loading={busy === 'p100'} disabled={!!busy || (!goal.isRecurring && goal.progress >= 100)} onClick={() => void setProgress(100)}>
                        {goal.isRecurring ? 'Complete cycle' : 'Complete'}
                      </Button>
                    </HStack>
                  </Stack>

                  {goal.isRecurring && (
                    <Stack gap="2" borderWidth="1px" rounded="md" p="3">
                      <HStack justify="space-between">
                        <Text fontWeight="semibold">Recurring</Text>
                        <Badge colorPalette="purple">{recurrenceLabel(goal)}</Badge>
                      </HStack>
                      <SimpleGrid columns={3} gap="2">
                        <Stat label="Completions" value={goal.totalCompletions} />
                        <Stat label="Current streak" value={goal.currentStreak} />
                        <Stat label="Best streak" value={goal.bestStreak} />
                      </SimpleGrid>
                    </Stack>
                  )}

                  {editing ? (
                    <Stack gap="3">
                      <GoalFields values={editing} onChange={(p) => setEditing((v) => (v ? { ...v, ...p } : v))} error={editError} context={context} withRecurrence={false} />
                      <HStack justify="flex-end">
                        <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
                          Cancel
                        </Button>
                        <Button colorPalette="teal" size="sm" loading={busy === 'edit'} onClick={saveEdit}>
                          Save changes
                        </Button>
                      </HStack>
                    </Stack>
                  ) : (
                    <Stack gap="3">
                      {goal.description && <Text whiteSpace="pre-wrap">{goal.description}</Text>}
                      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
                        <Stat label="Due date" value={goal.dueDate ? formatDay(goal.dueDate) : 'No due date'} />
                        <Stat label="Priority" value={goal.priority.charAt(0).toUpperCase() + goal.priority.slice(1)} />
                        <Stat label="Category" value={goal.category || 'None'} />
                      </SimpleGrid>
                    </Stack>
                  )}

                  {recurring && (
                    <Stack gap="3" borderWidth="1px" rounded="md" p="3" role="group" aria-label="Make recurring">
                      <Text fontWeight="semibold">Make this goal recurring</Text>
                      <Text fontSize="sm" color="fg.muted">
                        Each time progress reaches 100% a cycle is counted and progress starts again.
                      </Text>
                      <RecurrenceFields values={recurring} onChange={(p) => setRecurring((v) => (v ? { ...v, ...p } : v))} />
                      <HStack justify="flex-end">
                        <Button variant="outline" size="sm" onClick={() => setRecurring(null)}>
                          Cancel
                        </Button>
                        <Button colorPalette="teal" size="sm" loading={busy === 'recurring'} onClick={saveRecurring}>
                          Make recurring
                        </Button>
                      </HStack>
                    </Stack>
                  )}

                  <Separator />
                  <SmartScore smart={goal.smartBreakdown} heading="Quality score" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
                <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)} disabled={!!busy}>
                  Delete
                </Button>
                <HStack gap="2" wrap="wrap">
                  {!goal.isRecurring && !recurring && (
                    <Button variant="outline" onClick={() => setRecurring({ ...emptyGoalForm(), isRecurring: true })} disabled={!!busy}>
                      Make recurring
                    </Button>
                  )}
                  {!editing && (
                    <Button variant="outline" onClick={() => { setEditError(null); setEditing(toForm(goal)); }} disabled={!!busy}>
                      Edit details
                    </Button>
                  )}
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this goal?"
        description={`"${goal.title}" and its progress will be removed for everyone in the room. This cannot be undone.`}
        confirmLabel="Delete goal"
        cancelLabel="Keep it"
        pending={busy === 'delete'}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
