import { useRef, useState, type FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_ERR, SESSION_NOTES_MAX, type TSession } from '@coach/contract';
import { DialogFooterButtons, DialogSections, DialogShell } from '../../components/AppDialog.tsx';
import { TextAreaField } from '../../components/FormFields.tsx';
import { toaster } from '../../components/toaster.tsx';
import { errorText } from '../../lib/api.ts';
import { sessionKeys, sessionsApi } from '../sessions/api.ts';

/** Spec §2 Session Notes: the coach's private notes and the notes shared with the client, saved together. */
export function SessionNotesDialog({ session, onClose }: { session: TSession | null; onClose: () => void }) {
  // The last session stays while the dialog animates out.
  const last = useRef(session);
  if (session) last.current = session;
  return (
    <DialogShell fresh open={!!session} onClose={onClose} wideSize="lg">
      {last.current && <NotesFields session={last.current} onClose={onClose} />}
    </DialogShell>
  );
}

function NotesFields({ session, onClose }: { session: TSession; onClose: () => void }) {
  const [coachNotes, setCoachNotes] = useState(session.coachNotes ?? '');
  const [sharedNotes, setSharedNotes] = useState(session.sharedNotes ?? '');
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: () => sessionsApi.notes(session.id, { coachNotes, sharedNotes }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: SESSION_ERR.NOTES_SAVED });
      void qc.invalidateQueries({ queryKey: sessionKeys.all });
      onClose();
    },
    onError: (err) => toaster.create({ type: 'error', title: SESSION_ERR.NOTES_FAILED, description: errorText(err, '') || undefined }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <DialogSections
      title="Session Notes"
      onSubmit={submit}
      footer={<DialogFooterButtons onCancel={onClose} confirmLabel="Save Notes" pending={save.isPending} />}
    >
      <Stack gap="4">
        <TextAreaField label="Private notes" name="coachNotes" value={coachNotes} onChange={setCoachNotes} max={SESSION_NOTES_MAX} helper="Only you can see these." rows={5} />
        <TextAreaField label="Shared with your client" name="sharedNotes" value={sharedNotes} onChange={setSharedNotes} max={SESSION_NOTES_MAX} rows={4} />
      </Stack>
    </DialogSections>
  );
}
