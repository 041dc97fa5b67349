import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/FormParts.tsx';
import { Alert, Badge, Box, Button, chakra, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import {
  GENERAL_SESSION_NOTE_LABEL,
  MANUAL_NOTE_MAX,
  NOTE_CONTENT_MAX,
  NOTE_ERR,
  NOTE_TITLE_MAX,
  NOTE_TYPE_LABEL,
  type NoteType,
  type TNote,
} from '@coach/contract';
import { FormField } from '../../components/FormFields.tsx';
import { useNoteMutations } from './queries.ts';

/** Content longer than this (a saved transcript, a long summary) is shown cut, with Show more. */
export const COLLAPSE_CHARS = 600;
const COLLAPSE_LINES = 8;

const TYPE_PALETTE: Record<NoteType, string> = {
  SESSION_COACH_MANUAL: 'blue',
  SESSION_TRANSCRIPT_FULL: 'purple',
  SESSION_TRANSCRIPT_SUMMARY: 'purple',
  GENERAL_COACH: 'teal',
  GENERAL_COACHEE: 'orange',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatNoteDate = (iso: string) => dateTime.format(new Date(iso));

function cut(content: string): string | null {
  const lines = content.split('\n');
  if (content.length <= COLLAPSE_CHARS && lines.length <= COLLAPSE_LINES) return null;
  return `${lines.slice(0, COLLAPSE_LINES).join('\n').slice(0, COLLAPSE_CHARS).trimEnd()}…`;
}

function Content({ content }: { content: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = cut(content);
  return (
    <Stack gap="1" align="flex-start">
      <Text id={id} fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {open || !short ? content : short}
      </Text>
      {short && (
        <Button
          size="xs"
          variant="plain"
          colorPalette="teal"
          px="0"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Stack>
  );
}

function Editor({ note, coacheeId, onDone }: { note: TNote; coacheeId: string; onDone: () => void }) {
  const [title, setTitle] = useState(note.title ?? '');
  const [content, setContent] = useState(note.content);
  const { update } = useNoteMutations(coacheeId);
  const ready = content.trim() !== '';
  // A hand-written note keeps the hand-written limit; a saved transcript may be longer.
  const max = Math.max(MANUAL_NOTE_MAX, Math.min(NOTE_CONTENT_MAX, note.content.length));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || update.isPending) return;
    update.mutate({ id: note.id, body: { title: title.trim() || null, content: content.trim() } }, { onSuccess: onDone });
  };

  return (
    <chakra.form onSubmit={submit} noValidate display="flex" flexDirection="column" gap="3" aria-label="Edit note">
      {update.isError && <FormAlert>{NOTE_ERR.UPDATE_FAILED}</FormAlert>}
      <FormField label="Title (optional)">
        <Input size="sm" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NOTE_TITLE_MAX} />
      </FormField>
      <FormField label="Content" required>
        <Textarea size="sm" value={content} onChange={(e) => setContent(e.target.value)} maxLength={max} rows={4} autoresize />
      </FormField>
      <HStack justify="flex-end" gap="2">
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" colorPalette="teal" disabled={!ready} loading={update.isPending}>
          Save
        </Button>
      </HStack>
    </chakra.form>
  );
}

interface Props {
  note: TNote;
  coacheeId: string;
  viewerId: string;
  /** Asks to delete (the notebook confirms first). */
  onDelete: (note: TNote) => void;
  /** The last delete of this note failed. */
  deleteFailed: boolean;
}

/** One note of the notebook: badges, title, session, content, dates; its author edits it in place or deletes it. */
export function NoteItem({ note, coacheeId, viewerId, onDelete, deleteFailed }: Props) {
  const [editing, setEditing] = useState(false);
  const mine = note.author.id === viewerId;
  const edited = Date.parse(note.updatedAt) - Date.parse(note.createdAt) > 1000;
  const label = note.title ?? NOTE_TYPE_LABEL[note.noteType];

  return (
    <Box as="li" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="md" bg="bg.panel" aria-label={label}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap" justify="space-between" align="flex-start">
          <HStack gap="1.5" wrap="wrap">
            <Badge colorPalette={TYPE_PALETTE[note.noteType]} variant="subtle" size="sm">
              {NOTE_TYPE_LABEL[note.noteType]}
            </Badge>
            {note.sessionId && !note.coacheeId && (
              <Badge colorPalette="gray" variant="outline" size="sm">
                {GENERAL_SESSION_NOTE_LABEL}
              </Badge>
            )}
          </HStack>
          {mine && !editing && (
            <HStack gap="1">
              <Button size="xs" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit note ${label}`}>
                <LuPencil aria-hidden /> Edit
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(note)} aria-label={`Delete note ${label}`}>
                <LuTrash2 aria-hidden /> Delete
              </Button>
            </HStack>
          )}
        </HStack>
        {deleteFailed && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{NOTE_ERR.DELETE_FAILED}</Alert.Title>
          </Alert.Root>
        )}
        {editing ? (
          <Editor note={note} coacheeId={coacheeId} onDone={() => setEditing(false)} />
        ) : (
          <>
            {note.title && (
              <Text fontWeight="semibold" wordBreak="break-word">
                {note.title}
              </Text>
            )}
            {note.session && (
              <Text fontSize="sm" color="fg.muted">
                Session: {note.session.title}
              </Text>
            )}
            <Content content={note.content} />
          </>
        )}
        <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
          {!mine && (
            <Text>
              By {note.author.firstName} {note.author.lastName}
            </Text>
          )}
          <Text>
            Created <time dateTime={note.createdAt}>{formatNoteDate(note.createdAt)}</time>
          </Text>
          {edited && (
            <Text>
              Edited <time dateTime={note.updatedAt}>{formatNoteDate(note.updatedAt)}</time>
            </Text>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
