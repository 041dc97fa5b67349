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

function NotesForm({ session, onClose }: { session: TSession; onClose: () => void }) {
  const [coachNotes, setCoachNotes] = useState(session.coachNotes ?? '');
  const [sharedNotes, setSharedNotes] = useState(session.sharedNotes ?? '');
  const [goals, setGoals] = useState(session.sessionGoals ?? '');
  const { pending, run } = useSessionChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const body = { coachNotes: orNull(coachNotes), sharedNotes: orNull(sharedNotes), sessionGoals: orNull(goals) };
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
        <TextAreaField
          label="Session goals"
          name="sessionGoals"
          helper="What this session is for. Your coachee sees them with the session."
          value={goals}
          onChange={setGoals}
          max={SESSION_GOALS_MAX}
          rows={2}
        />
        <TextAreaField
          label="Private notes"
          name="coachNotes"
          helper="Only you can see these."
          value={coachNotes}
          onChange={setCoachNotes}
          max={SESSION_NOTES_MAX}
          rows={5}
        />
        <TextAreaField
          label="Shared with coachee"
          name="sharedNotes"
          helper="Your coachee sees these with the session."
          value={sharedNotes}
          onChange={setSharedNotes}
          max={SESSION_NOTES_MAX}
          rows={3}
        />
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
