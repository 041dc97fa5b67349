import { useMemo, useState } from 'react';
import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { VIDEO_UI, type TNote } from '@coach/contract';
import { useVideoRoom } from '../store.ts';
import { isManualNote, ManualNotes } from './ManualNotes.tsx';
import { TranscriptTab } from './TranscriptTab.tsx';
import { useSessionNotes } from './useSessionNotes.ts';

const EMPTY: TNote[] = [];
const byTime = (a: TNote, b: TNote) => a.createdAt.localeCompare(b.createdAt);

/**
 * The Notes tab: Manual (n), the session's hand-written notes, and Transcript. Guests hold no
 * notes: their Manual tab says so and they start on the transcript.
 */
export function NotesTab() {
  const sessionId = useVideoRoom((s) => s.join?.sessionId ?? '');
  const guest = useVideoRoom((s) => s.join?.userRole === 'observer');
  const [tab, setTab] = useState(guest ? 'transcript' : 'manual');
  const query = useSessionNotes(sessionId, !guest);
  const all = query.data?.notes ?? EMPTY;
  const manual = useMemo(() => all.filter(isManualNote).sort(byTime), [all]);
  const summary = useMemo(
    () =>
      all
        .filter((n) => n.noteType === 'SESSION_TRANSCRIPT_SUMMARY')
        .sort(byTime)
        .at(-1) ?? null,
    [all],
  );

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" size="sm" fitted>
      <Tabs.List aria-label="Notes">
        <Tabs.Trigger value="manual">{guest ? 'Manual' : `Manual (${manual.length})`}</Tabs.Trigger>
        <Tabs.Trigger value="transcript">Transcript</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="manual" pt="3">
        {guest ? (
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {VIDEO_UI.NOTES_FOR_GUESTS}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setTab('transcript')}>
              Open the transcript
            </Button>
          </Stack>
        ) : (
          <ManualNotes notes={manual} loading={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
        )}
      </Tabs.Content>
      <Tabs.Content value="transcript" pt="3">
        <TranscriptTab summary={summary} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
