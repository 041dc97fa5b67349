import { useState, type ReactNode } from 'react';
import { Box, Flex, IconButton, Tabs } from '@chakra-ui/react';
import { Group, Panel, Separator, usePanelRef, type PanelSize } from 'react-resizable-panels';
import { PANEL_SIZES } from '@coach/contract';
import { RoomHeader } from './RoomHeader.tsx';
import { LuPanelLeftClose, LuPanelLeftOpen, LuPanelRightClose, LuPanelRightOpen } from 'react-icons/lu';

interface Props {
  narrow: boolean;
  participants: ReactNode;
  main: ReactNode;
  right: ReactNode;
  controls: ReactNode;
}

const pct = (n: number) => `${n}%`;
/** A panel's sizes (of the room's width) as the panels take them. */
const sized = (s: { default: number; min: number; max?: number }) => ({
  defaultSize: pct(s.default),
  minSize: pct(s.min),
  ...(s.max === undefined ? {} : { maxSize: pct(s.max) }),
});

function Handle({ label }: { label: string }) {
  return (
    <Separator
      aria-label={label}
      style={{ width: 6, background: 'var(--chakra-colors-border)', cursor: 'col-resize', outlineOffset: -2 }}
    />
  );
}

/** Shows or hides one of the wide layout's side panels ('Show participants', 'Hide side panel'). */
function PanelToggle({ open, name, onClick, children }: { open: boolean; name: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton size="sm" variant="ghost" aria-label={`${open ? 'Hide' : 'Show'} ${name}`} aria-expanded={open} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/**
 * The room's layout (docs/video-room.md#room-layout): header, then three resizable panels
 * (participants 20% (5 to 25), main 60% (at least 40), right 20% (15 to 35)), the side ones
 * collapsible, then the control bar. Under the mobile breakpoint the video sits on top and the
 * participants and the side panel become tabs below it.
 */
export function RoomLayout({ narrow, participants, main, right, controls }: Props) {
  const left = usePanelRef();
  const side = usePanelRef();
  const [leftOpen, setLeftOpen] = useState(true);
  const [sideOpen, setSideOpen] = useState(true);
  const follow = (set: (open: boolean) => void) => (size: PanelSize) => set(size.asPercentage > 0);
  const toggle = (ref: typeof left, open: boolean) => (open ? ref.current?.collapse() : ref.current?.expand());

  if (narrow) {
    return (
      <Flex direction="column" h="full" minH="0">
        <RoomHeader />
        <Flex direction="column" flex="1" minH="0" overflowY="auto">
          <Box h="45dvh" minH="56" flexShrink={0} position="relative">
            {main}
          </Box>
          <Tabs.Root defaultValue="panel" variant="line" flex="1" display="flex" flexDirection="column" minH="0">
            <Tabs.List px="2">
              <Tabs.Trigger value="panel">Session</Tabs.Trigger>
              <Tabs.Trigger value="people">Participants</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="panel" flex="1" minH="64" pt="0">
              {right}
            </Tabs.Content>
            <Tabs.Content value="people" pt="0">
              {participants}
            </Tabs.Content>
          </Tabs.Root>
        </Flex>
        {controls}
      </Flex>
    );
  }

  const actions = (
    <>
      <PanelToggle open={leftOpen} name="participants" onClick={() => toggle(left, leftOpen)}>
        {leftOpen ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
      </PanelToggle>
      <PanelToggle open={sideOpen} name="side panel" onClick={() => toggle(side, sideOpen)}>
        {sideOpen ? <LuPanelRightClose /> : <LuPanelRightOpen />}
      </PanelToggle>
    </>
  );

  return (
    <Flex direction="column" h="full" minH="0">
      <RoomHeader actions={actions} />
      <Box flex="1" minH="0">
        <Group orientation="horizontal" style={{ height: '100%' }}>
          <Panel id="participants" panelRef={left} collapsible {...sized(PANEL_SIZES.participants)} onResize={follow(setLeftOpen)}>
            {/* Hidden, not unmounted, when collapsed: out of the tab order, its state kept. */}
            <Box h="full" display={leftOpen ? 'block' : 'none'}>
              {participants}
            </Box>
          </Panel>
          <Handle label="Resize participants panel" />
          <Panel id="main" {...sized(PANEL_SIZES.main)}>
            <Box position="relative" h="full">
              {main}
            </Box>
          </Panel>
          <Handle label="Resize side panel" />
          <Panel id="side" panelRef={side} collapsible {...sized(PANEL_SIZES.right)} onResize={follow(setSideOpen)}>
            <Box
              as="aside"
              aria-label="Session panel"
              h="full"
              overflowY="auto"
              borderLeftWidth="1px"
              display={sideOpen ? 'block' : 'none'}
            >
              {right}
            </Box>
          </Panel>
        </Group>
      </Box>
      {controls}
    </Flex>
  );
}
