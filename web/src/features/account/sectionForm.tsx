import { Button, Flex } from '@chakra-ui/react';
import { PROFILE_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { useFormState, type FormErrors } from '../../components/useFormState.ts';

/**
 * An account section's form (useFormState), with `accept` for a save: it shows what was found,
 * focuses the first field named, and answers whether the form may be sent.
 */
export function useSectionForm<F extends object>(initial: () => F) {
  const state = useFormState(initial);

  const accept = (found: FormErrors<F>, formEl: HTMLFormElement | null) => {
    state.setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return true;
    (formEl?.elements.namedItem(first) as HTMLElement | null)?.focus();
    return false;
  };

  return { ...state, accept };
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
