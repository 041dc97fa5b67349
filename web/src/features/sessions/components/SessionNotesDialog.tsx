import { useState, type FormEvent } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { SESSION_ERR, SESSION_GOALS_MAX, SESSION_NOTES_MAX, type TSession } from '@coach/contract';
import { DialogFooterButtons, DialogSections, DialogShell } from '../../../components/AppDialog.tsx';
import { TextAreaField } from '../../../components/FormFields.tsx';
import { sessionsApi } from '../api.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { useSessionChange } from './useSessionChange.ts';

/** 'Edit Notes' once either note has words, else 'Add Notes'. */
export const notesLabel = (s: Pick<TSession, 'coachNotes' | 'sharedNotes'>) =>
  (s.coachNotes ?? '').trim() || (s.sharedNotes ?? '').trim() ? 'Edit Notes' : 'Add Notes';

/** An empty note is stored as none. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

type NoteKey = 'sessionGoals' | 'coachNotes' | 'sharedNotes';

/** The dialog's three notes, in display order. */
const NOTE_FIELDS: { name: NoteKey; label: string; helper: string; max: number; rows: number }[] = [
  {
    name: 'sessionGoals',
    label: 'Session goals',
    helper: 'What this session is for. Your coachee sees them with the session.',
    max: SESSION_GOALS_MAX,
    rows: 2,
  },
  { name: 'coachNotes', label: 'Private notes', helper: 'Only you can see these.', max: SESSION_NOTES_MAX, rows: 5 },
  {
    name: 'sharedNotes',
    label: 'Shared with coachee',
    helper: 'Your coachee sees these with the session.',
    max: SESSION_NOTES_MAX,
    rows: 3,
  },
];

function NotesForm({ session, onClose }: { session: TSession; onClose: () => void }) {
  const [notes, setNotes] = useState<Record<NoteKey, string>>(() => ({
    sessionGoals: session.sessionGoals ?? '',
    coachNotes: session.coachNotes ?? '',
    sharedNotes: session.sharedNotes ?? '',
  }));
  const { pending, run } = useSessionChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const body = { coachNotes: orNull(notes.coachNotes), sharedNotes: orNull(notes.sharedNotes), sessionGoals: orNull(notes.sessionGoals) };
    if (await run(() => sessionsApi.notes(session.id, body), SESSION_ERR.NOTES_FAILED, SESSION_ERR.NOTES_SAVED)) onClose();
  };

  return (
    <DialogSections
      title="Session Notes"
      onSubmit={(e) => void submit(e)}
      footer={<DialogFooterButtons onCancel={onClose} confirmLabel="Save Notes" pending={pending} loadingText="Saving..." />}
    >
      <Stack gap="4">
        <Dialog.Description asChild>
          <Text color="fg.muted">
            {personName(session.client)}, {formatSessionDateTime(session.scheduledAt)}
          </Text>
        </Dialog.Description>
        {NOTE_FIELDS.map((f) => (
          <TextAreaField key={f.name} {...f} value={notes[f.name]} onChange={(v) => setNotes((n) => ({ ...n, [f.name]: v }))} />
        ))}
      </Stack>
    </DialogSections>
  );
}

/**
 * The Session Notes dialog (docs/sessions-and-availability.md#notes-on-a-session; textarea, Cancel, Save Notes), at any status; the session
 * goals, a private and a shared note.
 */
export function SessionNotesDialog({ session, onClose }: { session: TSession | null; onClose: () => void }) {
  return (
    <DialogShell fresh open={session !== null} onClose={onClose}>
      {session && <NotesForm session={session} onClose={onClose} />}
    </DialogShell>
  );
}
