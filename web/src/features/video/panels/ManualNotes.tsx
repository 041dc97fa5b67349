import { useState } from 'react';
import { Box, Button, Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { MANUAL_NOTE_MAX, VIDEO_DONE, VIDEO_ERR, VIDEO_UI, type TNote, type TNotesResult } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { useAuth } from '../../auth/store.ts';
import { videoApi, videoKeys } from '../api.ts';
import { useVideoRoom } from '../store.ts';
import { callTime } from './suggestion-parts.ts';

/** Notes the Manual tab lists: the hand-written ones (the saved transcript and summary are the Transcript tab's). */
export const isManualNote = (note: Pick<TNote, 'noteType'>) =>
  note.noteType !== 'SESSION_TRANSCRIPT_FULL' && note.noteType !== 'SESSION_TRANSCRIPT_SUMMARY';

/** Seconds since the call started (the note's place in the call), or null before it has. */
export function secondsIntoCall(startedAt: string | null, now = Date.now()): number | null {
  if (!startedAt) return null;
  return Math.min(86_400, Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)));
}

function NoteItem({ note }: { note: TNote }) {
  return (
    <Box as="li" p="3" borderWidth="1px" rounded="md">
      <HStack justify="space-between" gap="2" mb="1" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>
          {note.author.firstName} {note.author.lastName}
        </Text>
        <Text>
          {note.linkedTimestamp !== null
            ? `at ${callTime(note.linkedTimestamp)}`
            : new Date(note.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </Text>
      </HStack>
      {note.title && (
        <Text fontWeight="medium" fontSize="sm">
          {note.title}
        </Text>
      )}
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {note.content}
      </Text>
    </Box>
  );
}

/** The Manual notes tab: the session's hand-written notes and a box to add one (coach and client). */
export function ManualNotes({
  notes,
  loading,
  failed,
  onRetry,
}: {
  notes: TNote[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const queryClient = useQueryClient();
  const join = useVideoRoom((s) => s.join);
  const startedAt = useVideoRoom((s) => s.room?.startedAt ?? null);
  const user = useAuth((s) => s.user);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  if (!join) return null;

  const save = async () => {
    const content = text.trim();
    if (!content || saving) return;
    if (!user) {
      toaster.create({ type: 'error', title: VIDEO_ERR.CANNOT_SAVE_NOTE, description: VIDEO_ERR.NOT_AUTHENTICATED });
      return;
    }
    setSaving(true);
    try {
      const { note } = await videoApi.createNote({
        sessionId: join.sessionId,
        noteType: join.userRole === 'coach' ? 'SESSION_COACH_MANUAL' : 'GENERAL_COACHEE',
        content,
        linkedTimestamp: secondsIntoCall(startedAt),
      });
      queryClient.setQueryData<TNotesResult>(videoKeys.notes(join.sessionId), (old) =>
        old && !old.notes.some((n) => n.id === note.id) ? { ...old, notes: [...old.notes, note], total: old.total + 1 } : old,
      );
      setText('');
      toaster.create({ type: 'success', title: VIDEO_DONE.NOTE_SAVED });
    } catch (err) {
      toaster.create({ type: 'error', title: VIDEO_ERR.SAVE_NOTE_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Add a note</Field.Label>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MANUAL_NOTE_MAX}
          placeholder={VIDEO_UI.NOTE_PLACEHOLDER}
          rows={3}
          autoresize
        />
      </Field.Root>
      <Button alignSelf="flex-end" size="sm" colorPalette="teal" disabled={!text.trim()} loading={saving} onClick={() => void save()}>
        Save
      </Button>
      {failed ? (
        <HStack gap="2" wrap="wrap">
          <Text color={{ base: 'red.700', _dark: 'red.300' }}>{VIDEO_UI.NOTES_LOAD_FAILED}</Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </HStack>
      ) : loading ? (
        <Spinner size="sm" role="status" aria-label="Loading notes" />
      ) : notes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {VIDEO_UI.NOTES_EMPTY}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Session notes">
          {notes.map((n) => (
            <NoteItem key={n.id} note={n} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
