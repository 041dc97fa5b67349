import { Field, Textarea } from '@chakra-ui/react';
import { INTAKE_NOTES_MAX } from '@coach/contract';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

/** Step 7 (optional): free notes for the coach, with a character counter. */
export function StepNotes() {
  const notes = useIntakeStore((s) => s.data.additionalNotes);
  const update = useIntakeStore((s) => s.update);
  return (
    <Field.Root {...fieldMark('additionalNotes')}>
      <Field.Label>Anything else your coach should know?</Field.Label>
      <Textarea
        name="additionalNotes"
        value={notes}
        maxLength={INTAKE_NOTES_MAX}
        rows={7}
        autoresize
        maxH="20lh"
        placeholder="For example: what you have tried before, what a good result would look like, or times that work best for you."
        onChange={(e) => update({ additionalNotes: e.target.value.slice(0, INTAKE_NOTES_MAX) })}
      />
      <Field.HelperText color="fg.muted" alignSelf="flex-end">
        {notes.length} / {INTAKE_NOTES_MAX}
      </Field.HelperText>
    </Field.Root>
  );
}
