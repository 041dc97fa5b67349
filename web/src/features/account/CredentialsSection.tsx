import { useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { CREDENTIAL_KINDS, CREDENTIAL_PLACEHOLDERS, PROFILE_ERR, type CredentialKind, type TExtendedProfile } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { CredentialEntry } from './CredentialEntry.tsx';
import type { CredentialBody, CredentialItem } from './api.ts';
import { useCredentialMutations } from './useExtendedProfile.ts';
import { profileFailure } from './sectionForm.tsx';

const TITLES: Record<CredentialKind, { heading: string; add: string; empty: string }> = {
  certifications: { heading: 'Certifications', add: 'Add Certification', empty: 'No certifications yet.' },
  education: { heading: 'Education', add: 'Add Education', empty: 'No education entries yet.' },
  experience: { heading: 'Experience', add: 'Add Experience', empty: 'No experience entries yet.' },
};

function CredentialList<K extends CredentialKind>({ kind, items }: { kind: K; items: CredentialItem<K>[] }) {
  const { add } = useCredentialMutations(kind);
  // The entry just added takes the focus, so a keyboard user types its name straight away.
  const [added, setAdded] = useState<string | null>(null);
  const t = TITLES[kind];
  const headingId = `credentials-${kind}`;

  const create = () =>
    // Creation sends the placeholder defaults (docs/profiles-and-directory.md#credentials), which the coach then edits inline.
    add.mutate(CREDENTIAL_PLACEHOLDERS[kind] as CredentialBody<K>, {
      onSuccess: (item) => setAdded(item.id),
      onError: profileFailure(PROFILE_ERR.ADD_FAILED[kind]),
    });

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          {t.heading}
        </Heading>
        <Button size="sm" variant="outline" onClick={create} loading={add.isPending}>
          <LuPlus /> {t.add}
        </Button>
      </Flex>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t.empty}
        </Text>
      ) : (
        items.map((item) => <CredentialEntry key={item.id} kind={kind} item={item} autoFocus={item.id === added} />)
      )}
    </Stack>
  );
}

/**
 * Credentials & Training (coaches, docs/profiles-and-directory.md#credentials): certifications with their documents, education, experience.
 */
export function CredentialsSection({ profile }: { profile: TExtendedProfile }) {
  return (
    <Stack gap="8">
      {CREDENTIAL_KINDS.map((kind) => (
        <CredentialList key={kind} kind={kind} items={profile[kind] as CredentialItem<typeof kind>[]} />
      ))}
      <Flex justify="flex-end">
        {/* Each entry saves on its own; Save all only says so. */}
        <Button
          variant="subtle"
          onClick={() => toaster.create({ type: 'info', title: PROFILE_ERR.SAVE_ALL_INFO })}
          w={{ base: 'full', sm: 'auto' }}
        >
          Save all
        </Button>
      </Flex>
    </Stack>
  );
}
