import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useVideoRoom } from '../store.ts';
import { AssistTab } from './AssistTab.tsx';
import { GoalsTab } from './GoalsTab.tsx';
import { NotesTab } from './NotesTab.tsx';

/**
 * The room's right panel (docs/video-room.md#room-layout): Notes for everyone, Assist for the
 * coach, Goals for the coach and the client. Guests (observers) see Notes only.
 */
export function RightPanel() {
  const role = useVideoRoom((s) => s.join?.userRole ?? null);
  const [tab, setTab] = useState('notes');
  if (!role) return null;
  const coach = role === 'coach';
  const member = role !== 'observer';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setTab(e.value)}
      variant="line"
      colorPalette="teal"
      lazyMount
      h="full"
      display="flex"
      flexDirection="column"
      minH="0"
    >
      <Tabs.List aria-label="Session panel" flexShrink={0}>
        <Tabs.Trigger value="notes">Notes</Tabs.Trigger>
        {coach && <Tabs.Trigger value="assist">Assist</Tabs.Trigger>}
        {member && <Tabs.Trigger value="goals">Goals</Tabs.Trigger>}
      </Tabs.List>
      <Tabs.Content value="notes" flex="1" minH="0" overflowY="auto" p="3">
        <NotesTab />
      </Tabs.Content>
      {coach && (
        <Tabs.Content value="assist" flex="1" minH="0" overflowY="auto" p="3">
          <AssistTab />
        </Tabs.Content>
      )}
      {member && (
        <Tabs.Content value="goals" flex="1" minH="0" overflowY="auto" p="3">
          <GoalsTab />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
