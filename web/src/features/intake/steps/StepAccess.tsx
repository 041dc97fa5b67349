import { Field, Input } from '@chakra-ui/react';
import { ErrorMessage } from '../../../components/ErrorMessage.tsx';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

/** Step 0: the beta access code, upper-cased as it is typed (spec §5). */
export function StepAccess() {
  const accessCode = useIntakeStore((s) => s.data.accessCode);
  const error = useIntakeStore((s) => s.errors.accessCode);
  const update = useIntakeStore((s) => s.update);
  return (
    <Field.Root invalid={!!error} required {...fieldMark('accessCode')}>
      <Field.Label>
        Access code
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name="accessCode"
        value={accessCode}
        onChange={(e) => update({ accessCode: e.target.value.toUpperCase() })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        size="lg"
        fontFamily="mono"
        letterSpacing="wider"
        placeholder="e.g. BETA2026"
      />
      <ErrorMessage>{error}</ErrorMessage>
    </Field.Root>
  );
}
