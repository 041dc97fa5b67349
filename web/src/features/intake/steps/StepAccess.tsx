import { AccessCodeInput } from '../../../components/AccessCodeInput.tsx';
import { FormField } from '../../../components/FormFields.tsx';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

/** Step 0: the beta access code, upper-cased as it is typed (docs/intake-and-billing.md#intake-wizard). */
export function StepAccess() {
  const accessCode = useIntakeStore((s) => s.data.accessCode);
  const error = useIntakeStore((s) => s.errors.accessCode);
  const update = useIntakeStore((s) => s.update);
  return (
    <FormField label="Access code" required error={error} rootProps={fieldMark('accessCode')}>
      <AccessCodeInput value={accessCode} onChange={(code) => update({ accessCode: code })} placeholder="e.g. BETA2026" />
    </FormField>
  );
}
