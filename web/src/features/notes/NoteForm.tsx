import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/FormParts.tsx';
import { Button, chakra, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { MANUAL_NOTE_MAX, NOTE_ERR, NOTE_TITLE_MAX, NOTE_TYPE_LABEL } from '@coach/contract';
import { FormField, optionsOf } from '../../components/FormFields.tsx';
import { formatSessionDate, formatSessionTime } from '../../lib/session-format.ts';
import { useClientSessions, useNoteMutations } from './queries.ts';

/** The types a coach writes in a client's notebook (Client Notes are the client's own; transcripts come from the video room). */
export const COACH_NOTE_TYPES = ['GENERAL_COACH', 'SESSION_COACH_MANUAL'] as const;
type CoachNoteType = (typeof COACH_NOTE_TYPES)[number];
const isCoachNoteType = (v: string): v is CoachNoteType => (COACH_NOTE_TYPES as readonly string[]).includes(v);

const NO_SESSIONS = 'No sessions with this client yet.';
const SESSIONS_FAILED = "This client's sessions could not be loaded; the note can still be saved.";

/**
 * The New Note form (docs/coach-workspace.md#notebook-and-notes): an optional title, the type, the content. A Session Note goes
 * on one of the client's sessions (the latest that has begun, unless the coach picks another or none). Save waits
 * for content; after saving the form clears and closes.
 */
export function NoteForm({ coacheeId, onClose }: { coacheeId: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [noteType, setNoteType] = useState<CoachNoteType>('GENERAL_COACH');
  // null until the coach picks: then the latest session that has begun, or none.
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const { create } = useNoteMutations(coacheeId);
  const titleRef = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: the keyboard goes on in the form.
  useEffect(() => titleRef.current?.focus(), []);
  const onSession = noteType === 'SESSION_COACH_MANUAL';
  const sessions = useClientSessions(coacheeId, onSession);
  const choices = sessions.data ?? [];
  const chosen = !onSession ? '' : (sessionId ?? choices.find((s) => Date.parse(s.scheduledAt) <= Date.now())?.id ?? '');
  const ready = content.trim() !== '';

  const clear = () => {
    setTitle('');
    setNoteType('GENERAL_COACH');
    setSessionId(null);
    setContent('');
    create.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      { coacheeId, noteType, title: title.trim() || null, content: content.trim(), ...(chosen ? { sessionId: chosen } : {}) },
      {
        onSuccess: () => {
          clear();
          onClose();
        },
      },
    );
  };

  const cancel = () => {
    clear();
    onClose();
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '4' }}
      bg="bg.subtle"
      aria-label="New note"
    >
      <Stack gap="3">
        {create.isError && <FormAlert>{NOTE_ERR.SAVE_FAILED}</FormAlert>}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <FormField label="Title (optional)">
            <Input ref={titleRef} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NOTE_TITLE_MAX} bg="bg.panel" />
          </FormField>
          <FormField label="Type">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={noteType}
                onChange={(e) => isCoachNoteType(e.target.value) && setNoteType(e.target.value)}
                bg="bg.panel"
              >
                {optionsOf(COACH_NOTE_TYPES, (t) => NOTE_TYPE_LABEL[t])}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Stack>
        {onSession && (
          <FormField
            label="Session"
            helper={sessions.isSuccess && choices.length === 0 ? NO_SESSIONS : sessions.isError ? SESSIONS_FAILED : null}
          >
            <NativeSelect.Root disabled={sessions.isPending}>
              <NativeSelect.Field value={chosen} onChange={(e) => setSessionId(e.target.value)} bg="bg.panel">
                <option value="">{sessions.isPending ? 'Loading sessions...' : 'Not on a session'}</option>
                {choices.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title} · {formatSessionDate(s.scheduledAt)}, {formatSessionTime(s.scheduledAt)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label="Content" required>
          <Textarea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={MANUAL_NOTE_MAX}
            rows={4}
            autoresize
            bg="bg.panel"
          />
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button type="button" variant="outline" size="sm" onClick={cancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="teal" size="sm" disabled={!ready} loading={create.isPending}>
            Save Note
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
