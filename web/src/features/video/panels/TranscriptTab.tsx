import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTE_TYPE_LABEL, VIDEO_DONE, VIDEO_ERR, VIDEO_ROLE_LABEL, VIDEO_UI, type TNote, type TTranscriptLine } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { useAuth } from '../../auth/store.ts';
import { videoApi, videoKeys } from '../api.ts';
import { useVideoRoom, useVideoRoomStore } from '../store.ts';

const lineTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
/** Within this many pixels of the bottom, new lines keep the list scrolled to the end. */
const NEAR_BOTTOM = 100;

function Line({ line }: { line: TTranscriptLine }) {
  return (
    <Box as="li" py="1.5" borderBottomWidth="1px" borderColor="border.subtle">
      <HStack gap="2" fontSize="xs" wrap="wrap">
        <Text fontWeight="semibold">{line.speaker}</Text>
        <Badge size="xs" variant="subtle">
          {VIDEO_ROLE_LABEL[line.speakerRole]}
        </Badge>
        <Text color="fg.muted">{lineTime(line.timestamp)}</Text>
      </HStack>
      <Text fontSize="sm" wordBreak="break-word">
        {line.text}
      </Text>
    </Box>
  );
}

type Action = 'save' | 'summarize';
const TEXTS = {
  save: { cannot: VIDEO_ERR.CANNOT_SAVE_TRANSCRIPT, done: VIDEO_DONE.TRANSCRIPT_SAVED, failed: VIDEO_ERR.SAVE_TRANSCRIPT_FAILED },
  summarize: { cannot: VIDEO_ERR.CANNOT_SUMMARIZE, done: VIDEO_DONE.TRANSCRIPT_SUMMARIZED, failed: VIDEO_ERR.SUMMARIZE_FAILED },
} as const;

/**
 * The Transcript tab: every line captured so far (Show Live / Hide Live), their count, and for the
 * coach and client Save (the full transcript as a note) and Summarize (a summary note).
 */
export function TranscriptTab({ summary }: { summary: TNote | null }) {
  const queryClient = useQueryClient();
  const roomStore = useVideoRoomStore();
  const join = useVideoRoom((s) => s.join);
  const transcript = useVideoRoom((s) => s.transcript);
  const showLive = useVideoRoom((s) => s.showLive);
  const user = useAuth((s) => s.user);
  const [busy, setBusy] = useState<Action | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // Follow new lines while the reader is at the end; leave them be when they scrolled back.
  useEffect(() => {
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM * 2) el.scrollTop = el.scrollHeight;
  }, [transcript.length, showLive]);

  if (!join) return null;
  const canWrite = join.userRole !== 'observer';

  const run = async (action: Action) => {
    const t = TEXTS[action];
    if (!user) {
      toaster.create({ type: 'error', title: t.cannot, description: VIDEO_ERR.NOT_AUTHENTICATED });
      return;
    }
    if (transcript.length === 0) {
      toaster.create({ type: 'error', title: t.cannot, description: VIDEO_ERR.NO_TRANSCRIPT });
      return;
    }
    setBusy(action);
    try {
      await (action === 'save' ? videoApi.saveTranscript(join.sessionId) : videoApi.summarizeTranscript(join.sessionId));
      void queryClient.invalidateQueries({ queryKey: videoKeys.notes(join.sessionId) });
      toaster.create({ type: 'success', title: t.done });
    } catch (err) {
      toaster.create({ type: 'error', title: t.failed, description: errorText(err, VIDEO_ERR.TRY_AGAIN) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {VIDEO_UI.LINES_CAPTURED(transcript.length)}
        </Text>
        <Button size="xs" variant="outline" aria-pressed={showLive} onClick={() => roomStore.getState().setShowLive(!showLive)}>
          {showLive ? 'Hide Live' : 'Show Live'}
        </Button>
      </HStack>
      {canWrite && (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="teal" loading={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')}>
            Save
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="teal"
            loading={busy === 'summarize'}
            disabled={busy !== null}
            onClick={() => void run('summarize')}
          >
            Summarize
          </Button>
        </HStack>
      )}
      {!showLive ? (
        <Text fontSize="sm" color="fg.muted">
          {VIDEO_UI.TRANSCRIPT_HIDDEN}
        </Text>
      ) : transcript.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {VIDEO_UI.TRANSCRIPT_EMPTY}
        </Text>
      ) : (
        <Box ref={list} maxH="60vh" overflowY="auto" tabIndex={0} aria-label="Transcript lines" role="region">
          <Stack as="ul" listStyleType="none" gap="0">
            {transcript.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </Stack>
        </Box>
      )}
      {summary && (
        <Box p="3" borderWidth="1px" rounded="md" bg="bg.muted">
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            {summary.title ?? NOTE_TYPE_LABEL.SESSION_TRANSCRIPT_SUMMARY}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {summary.content}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
