import { useState } from 'react';
import { Badge, Button, Dialog, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GOAL_ERR, type GoalContext, type TGoal } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { goalsApi } from './api.ts';
import { GoalFields } from './GoalFields.tsx';
import { emptyGoalForm, validateGoalForm, type GoalFormValues } from './goalForm.ts';
import { GoalProgress } from './GoalProgress.tsx';
import { MakeRecurringDialog } from './MakeRecurringDialog.tsx';
import { GradeBadge, SmartScore } from './SmartScore.tsx';
import { useGoals } from './store.ts';
import { useGoalAction } from './useGoalAction.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const unit = (g: TGoal) => (g.recurrencePattern === 'daily' ? 'day' : g.recurrencePattern === 'weekly' ? 'week' : 'month');
export const recurrenceLabel = (g: TGoal) =>
  g.recurrenceInterval && g.recurrenceInterval > 1 ? `Every ${g.recurrenceInterval} ${unit(g)}s` : `Every ${unit(g)}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
  return {
    ...emptyGoalForm(),
    title: g.title,
    description: g.description,
    category: g.category,
    priority: g.priority,
    dueDate: g.dueDate ?? '',
  };
}

/** Goal detail (docs/goals-and-progress.md#goals): progress, inline edit, delete, the quality score, recurrence stats, details. */
export function GoalDetailDialog({ goal, onClose, context }: { goal: TGoal | null; onClose: () => void; context?: GoalContext }) {
  const { busy, run } = useGoalAction<'edit' | 'delete'>();
  const [editing, setEditing] = useState<GoalFormValues | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [makeRecurring, setMakeRecurring] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const close = () => {
    setEditing(null);
    setMakeRecurring(false);
    setConfirmDelete(false);
    onClose();
  };

  if (!goal) return null;

  const saveEdit = async () => {
    if (!editing) return;
    const invalid = validateGoalForm(editing);
    setEditError(invalid);
    if (invalid) return;
    await run('edit', GOAL_ERR.UPDATE_FAILED, async () => {
      const { goal: edited } = await goalsApi.update(goal.id, {
        title: editing.title.trim(),
        description: editing.description.trim(),
        category: editing.category,
        priority: editing.priority,
        dueDate: editing.dueDate || null,
      });
      useGoals.getState().upsert(edited);
      setEditing(null);
    });
  };

  const remove = () =>
    run('delete', GOAL_ERR.DELETE_FAILED, async () => {
      await goalsApi.remove(goal.id);
      useGoals.getState().remove(goal.roomId, goal.id);
      close();
    });

  return (
    <>
      <AppDialog
        open
        onClose={close}
        wideSize="lg"
        scrollInside
        header={
          <HStack gap="3" align="flex-start" pr="8">
            <Dialog.Title wordBreak="break-word">{goal.title}</Dialog.Title>
            <GradeBadge score={goal.validationScore} grade={goal.smartBreakdown.grade} />
          </HStack>
        }
        // Focusable, so a long body can be scrolled from the keyboard.
        bodyProps={{ tabIndex: 0 }}
        footerProps={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: '2' }}
        footer={
          <>
            <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)} disabled={!!busy}>
              Delete
            </Button>
            <HStack gap="2" wrap="wrap">
              {!goal.isRecurring && (
                <Button variant="outline" onClick={() => setMakeRecurring(true)} disabled={!!busy}>
                  Make recurring
                </Button>
              )}
              {!editing && (
                <Button
                  variant="outline"
                  onClick={() => {
                    setEditError(null);
                    setEditing(toForm(goal));
                  }}
                  disabled={!!busy}
                >
                  Edit details
                </Button>
              )}
            </HStack>
          </>
        }
      >
        <Stack gap="5">
          <GoalProgress key={goal.id} goal={goal} />

          {goal.isRecurring && (
            <Stack gap="2" borderWidth="1px" rounded="md" p="3" role="group" aria-label="Recurrence">
              <HStack justify="space-between">
                <Text fontWeight="semibold">Recurring</Text>
                <Badge colorPalette="purple">{recurrenceLabel(goal)}</Badge>
              </HStack>
              <SimpleGrid columns={3} gap="2">
                <Stat label="Total completions" value={goal.totalCompletions} />
                <Stat label="Current streak" value={goal.currentStreak} />
                <Stat label="Best streak" value={goal.bestStreak} />
              </SimpleGrid>
            </Stack>
          )}

          {editing ? (
            <Stack gap="3" role="group" aria-label="Edit details">
              <GoalFields
                values={editing}
                onChange={(p) => setEditing((v) => (v ? { ...v, ...p } : v))}
                error={editError}
                context={context}
                withRecurrence={false}
              />
              <HStack justify="flex-end">
                <DialogFooterButtons
                  size="sm"
                  onCancel={() => setEditing(null)}
                  lockCancel
                  confirmLabel="Save changes"
                  onConfirm={() => void saveEdit()}
                  pending={busy === 'edit'}
                />
              </HStack>
            </Stack>
          ) : (
            <Stack gap="3">
              {goal.description && <Text whiteSpace="pre-wrap">{goal.description}</Text>}
              <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
                <Stat label="Due date" value={goal.dueDate ? formatDay(goal.dueDate) : 'No due date'} />
                <Stat label="Priority" value={cap(goal.priority)} />
                <Stat label="Category" value={goal.category || 'None'} />
              </SimpleGrid>
            </Stack>
          )}

          <Separator />
          <SmartScore smart={goal.smartBreakdown} heading="Quality score" />
        </Stack>
      </AppDialog>
      <MakeRecurringDialog goal={goal} open={makeRecurring} onClose={() => setMakeRecurring(false)} />
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
