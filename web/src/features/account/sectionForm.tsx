import { useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { PROFILE_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';

/**
 * An account section's form: its values, the errors shown under the fields (a field's error goes
 * once it is edited), and `accept` for a save: it shows what was found, focuses the first field
 * named, and answers whether the form may be sent.
 */
export function useSectionForm<F extends object>(initial: () => F) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});

  const set = <K extends keyof F>(name: K, value: F[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest as Partial<Record<keyof F, string>>);
  };

  const accept = (found: Partial<Record<keyof F, string>>, formEl: HTMLFormElement | null) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return true;
    (formEl?.elements.namedItem(first) as HTMLElement | null)?.focus();
    return false;
  };

  return { form, setForm, errors, set, accept };
}

/** A failed change to the profile, as a toast: the server's reason, or `fallback`. */
export const profileFailure = (fallback: string) => (err: unknown) =>
  toaster.create({ type: 'error', title: PROFILE_ERR.ERROR_TITLE, description: errorText(err, fallback) });

/** A section's failed save: the server's reason, or the section's own text. */
export const saveFailed = (section: 'personal' | 'professional' | 'preferences') => profileFailure(PROFILE_ERR.UPDATE_FAILED(section));

/** A section's Save button, at the end of its form. */
export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Flex justify="flex-end">
      <Button type="submit" colorPalette="teal" loading={pending} loadingText="Saving..." w={{ base: 'full', sm: 'auto' }}>
        Save
      </Button>
    </Flex>
  );
}
