import type { LookupPath } from '@coach/contract';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';
import { RadioCards } from './OptionCards.tsx';
import { WithLookup } from './WithLookup.tsx';

type ChoiceField = 'checkinFrequency' | 'coachingStyle' | 'primaryFocus';

interface Props {
  /** The lookup list the options come from; the group's id is `intake-<kind>`. */
  kind: LookupPath;
  /** What the list holds, for its loading and retry text ('coaching styles'). */
  what: string;
  field: ChoiceField;
  question: string;
}

/** An intake question answered with one card, its options from a lookup list, bound to the intake store. */
export function LookupChoice({ kind, what, field, question }: Props) {
  const value = useIntakeStore((s) => s.data[field]);
  const error = useIntakeStore((s) => s.errors[field]);
  const update = useIntakeStore((s) => s.update);
  return (
    <WithLookup kind={kind} label={what}>
      {(items) => (
        <div {...fieldMark(field)}>
          <RadioCards
            id={`intake-${kind}`}
            label={question}
            items={items}
            value={value}
            onChange={(v) => update({ [field]: v })}
            error={error}
          />
        </div>
      )}
    </WithLookup>
  );
}
