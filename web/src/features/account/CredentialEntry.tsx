import { useState } from 'react';
import { Badge, Button, chakra, Checkbox, Field, Flex, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { LuFileText, LuTrash2 } from 'react-icons/lu';
import { useQueryClient } from '@tanstack/react-query';
import { CREDENTIAL_DESCRIPTION_MAX, PROFILE_ERR, PROFILE_TEXT_MAX, type CredentialKind } from '@coach/contract';
import { readToken } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { UploadControl } from '../../components/UploadControl.tsx';
import { accountKeys, type CredentialBody, type CredentialItem } from './api.ts';
import { useCredentialMutations } from './useExtendedProfile.ts';
import { profileFailure } from './sectionForm.tsx';

type Kind = 'text' | 'optionalText' | 'date' | 'year' | 'bool' | 'longText';
interface FieldSpec {
  name: string;
  label: string;
  kind: Kind;
}

/** Certification, Education, Experience: the fields each entry edits, in display order. */
export const CREDENTIAL_FIELDS: Record<CredentialKind, FieldSpec[]> = {
  certifications: [
    { name: 'name', label: 'Certification name', kind: 'text' },
    { name: 'issuingBody', label: 'Issuing body', kind: 'optionalText' },
    { name: 'issueDate', label: 'Issue date', kind: 'date' },
    { name: 'expiryDate', label: 'Expiry date', kind: 'date' },
    { name: 'credentialId', label: 'Credential ID', kind: 'optionalText' },
  ],
  education: [
    { name: 'institution', label: 'Institution', kind: 'text' },
    { name: 'degree', label: 'Degree', kind: 'text' },
    { name: 'fieldOfStudy', label: 'Field of study', kind: 'optionalText' },
    { name: 'graduationYear', label: 'Graduation year', kind: 'year' },
    { name: 'isOngoing', label: 'Ongoing', kind: 'bool' },
  ],
  experience: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'company', label: 'Company', kind: 'text' },
    { name: 'startDate', label: 'Start date', kind: 'date' },
    { name: 'endDate', label: 'End date', kind: 'date' },
    { name: 'isCurrent', label: 'Current position', kind: 'bool' },
    { name: 'description', label: 'Description', kind: 'longText' },
  ],
};

/** What an entry is called where one name is needed (a form's label, a delete button's). */
export const entryName = (kind: CredentialKind, item: Record<string, unknown>) =>
  kind === 'certifications'
    ? String(item.name)
    : kind === 'education'
      ? `${String(item.degree)}, ${String(item.institution)}`
      : `${String(item.title)}, ${String(item.company)}`;

const ENTRY_WORD: Record<CredentialKind, string> = { certifications: 'Certification', education: 'Education', experience: 'Experience' };

type FormValues = Record<string, string | boolean>;

const toValues = (kind: CredentialKind, item: Record<string, unknown>): FormValues =>
  Object.fromEntries(
    CREDENTIAL_FIELDS[kind].map((f) => {
      const v = item[f.name];
      return [f.name, f.kind === 'bool' ? v === true : v === null || v === undefined ? '' : String(v)];
    }),
  );

/** The PUT body: texts trimmed, blank optional texts and dates cleared (null), the year a number. */
export function toCredentialBody<K extends CredentialKind>(kind: K, values: FormValues): CredentialBody<K> {
  const body: Record<string, unknown> = {};
  for (const f of CREDENTIAL_FIELDS[kind]) {
    const v = values[f.name];
    if (f.kind === 'bool') body[f.name] = v === true;
    else {
      const s = String(v ?? '').trim();
      if (f.kind === 'text') body[f.name] = s;
      else if (f.kind === 'year') body[f.name] = s ? Number(s) : null;
      else body[f.name] = s || null;
    }
  }
  return body as CredentialBody<K>;
}

/**
 * Opens an owner-only document: it needs the bearer token, which a plain link does not send, so
 * it is fetched and shown from a blob. The window opens first, while the click still allows it.
 */
async function openDocument(url: string) {
  const win = window.open('', '_blank');
  try {
    const token = readToken();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(String(res.status));
    const blobUrl = URL.createObjectURL(await res.blob());
    if (win) win.location.href = blobUrl;
    else window.location.assign(blobUrl);
  } catch {
    win?.close();
    toaster.create({ type: 'error', title: PROFILE_ERR.ERROR_TITLE, description: PROFILE_ERR.LOAD_FAILED });
  }
}

/** One entry, edited inline, with its own Save and Delete (docs/profiles-and-directory.md#credentials). */
export function CredentialEntry<K extends CredentialKind>({
  kind,
  item,
  autoFocus,
}: {
  kind: K;
  item: CredentialItem<K>;
  autoFocus?: boolean;
}) {
  const record = item as unknown as Record<string, unknown>;
  const [values, setValues] = useState<FormValues>(() => toValues(kind, record));
  const { update, remove } = useCredentialMutations(kind);
  const queryClient = useQueryClient();
  const name = entryName(kind, record);
  const label = `${ENTRY_WORD[kind]}: ${name}`;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: item.id, body: toCredentialBody(kind, values) },
      {
        onSuccess: (saved) => {
          setValues(toValues(kind, saved as unknown as Record<string, unknown>));
          toaster.create({ type: 'success', title: `${ENTRY_WORD[kind]} saved` });
        },
        onError: profileFailure(PROFILE_ERR.UPDATE_CREDENTIAL_FAILED[kind]),
      },
    );
  };

  const del = () => remove.mutate(item.id, { onError: profileFailure(PROFILE_ERR.DELETE_FAILED(kind)) });

  const input = (f: FieldSpec, first: boolean) => {
    const v = values[f.name];
    const set = (next: string | boolean) => setValues((old) => ({ ...old, [f.name]: next }));
    if (f.kind === 'bool') {
      return (
        <Checkbox.Root
          key={f.name}
          checked={v === true}
          onCheckedChange={(d) => set(d.checked === true)}
          colorPalette="teal"
          alignSelf="end"
          pb="2"
        >
          <Checkbox.HiddenInput name={f.name} />
          <Checkbox.Control />
          <Checkbox.Label>{f.label}</Checkbox.Label>
        </Checkbox.Root>
      );
    }
    return (
      <Field.Root key={f.name} gridColumn={f.kind === 'longText' ? { md: '1 / -1' } : undefined}>
        <Field.Label>{f.label}</Field.Label>
        {f.kind === 'longText' ? (
          <Textarea name={f.name} rows={3} maxLength={CREDENTIAL_DESCRIPTION_MAX} value={String(v)} onChange={(e) => set(e.target.value)} />
        ) : (
          <Input
            name={f.name}
            type={f.kind === 'date' ? 'date' : f.kind === 'year' ? 'number' : 'text'}
            min={f.kind === 'year' ? 1900 : undefined}
            max={f.kind === 'year' ? 2100 : undefined}
            maxLength={f.kind === 'text' || f.kind === 'optionalText' ? PROFILE_TEXT_MAX : undefined}
            autoFocus={first && autoFocus}
            value={String(v)}
            onChange={(e) => set(e.target.value)}
          />
        )}
      </Field.Root>
    );
  };

  const certification = kind === 'certifications' ? (item as CredentialItem<'certifications'>) : null;

  return (
    <chakra.form onSubmit={save} noValidate aria-label={label} borderWidth="1px" rounded="l2" p={{ base: '3', md: '4' }}>
      <Stack gap="4">
        {certification && (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Badge colorPalette={certification.verificationStatus === 'verified' ? 'green' : 'yellow'}>
              {certification.verificationStatus === 'verified' ? 'Verified' : 'Verification pending'}
            </Badge>
          </HStack>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {CREDENTIAL_FIELDS[kind].map((f, i) => input(f, i === 0))}
        </SimpleGrid>
        {certification && (
          <Flex gap="3" align="start" wrap="wrap">
            <UploadControl
              type="credential"
              credentialId={certification.id}
              label={certification.documentUrl ? 'Replace document' : 'Upload document'}
              accessibleLabel={`${certification.documentUrl ? 'Replace' : 'Upload'} document for ${name}`}
              showHint
              onUploaded={() => void queryClient.invalidateQueries({ queryKey: accountKeys.extended() })}
            />
            {certification.documentUrl && (
              <Button type="button" size="sm" variant="ghost" onClick={() => void openDocument(certification.documentUrl!)}>
                <LuFileText /> View document
              </Button>
            )}
          </Flex>
        )}
        <Flex justify="flex-end" gap="2" wrap="wrap">
          <Button
            type="button"
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={del}
            loading={remove.isPending}
            aria-label={`Delete ${label}`}
          >
            <LuTrash2 /> Delete
          </Button>
          <Button
            type="submit"
            colorPalette="teal"
            size="sm"
            loading={update.isPending}
            loadingText="Saving..."
            aria-label={`Save ${label}`}
          >
            Save
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
