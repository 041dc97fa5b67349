import { useState } from 'react';
import { Button, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useMaybeRoomContext } from '@livekit/components-react';
import type { TVideoRole } from '@coach/contract';
import { CaptionsButton } from './controls/CaptionsButton.tsx';
import { InviteGuestsButton } from './controls/InviteGuestsButton.tsx';
import { RecordingButton } from './controls/RecordingButton.tsx';
import { MediaControls } from './MediaControls.tsx';
import { MoreControlsMenu } from './MoreControlsMenu.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';
import { TestAudioDialog } from './TestAudioDialog.tsx';
import { LuAudioLines, LuLogOut, LuSettings } from 'react-icons/lu';

interface Props {
  /** A LiveKit room is connected: the media controls and device settings are there. */
  live: boolean;
  /** Under the mobile breakpoint: the reduced bar (mute, camera, More, leave); the rest is in More. */
  narrow: boolean;
  role: TVideoRole;
  onLeave: () => void;
}

/**
 * The control bar (docs/video-room.md#room-layout): mute (devices, level), camera, background blur,
 * screen share (not observers), captions, session settings, test audio, the coach's invite and
 * recording, Leave. On a narrow screen mute, camera and Leave stay; the others move into the More
 * menu.
 */
export function ControlBar({ live, narrow, role, onLeave }: Props) {
  const [dialog, setDialog] = useState<'settings' | 'test' | null>(null);
  const coach = role === 'coach';
  const room = useMaybeRoomContext();
  return (
    <Flex
      as="footer"
      role="toolbar"
      aria-label="Call controls"
      align="center"
      justify="space-between"
      gap="2"
      px={{ base: '2', md: '4' }}
      py="2"
      borderTopWidth="1px"
      bg="bg"
      wrap="wrap"
    >
      <HStack gap="2" wrap="wrap">
        {/* An observer watches and listens: no microphone, camera or screen to share. */}
        {live && role !== 'observer' && <MediaControls narrow={narrow} />}
        {narrow && (
          <MoreControlsMenu
            media={live && role !== 'observer'}
            live={live}
            onSettings={() => setDialog('settings')}
            onTestAudio={() => setDialog('test')}
          />
        )}
        {!narrow && <CaptionsButton />}
        {!narrow && live && (
          <>
            <IconButton size="sm" variant="outline" aria-label="Session settings" onClick={() => setDialog('settings')}>
              <LuSettings />
            </IconButton>
            <IconButton size="sm" variant="outline" aria-label="Test audio" onClick={() => setDialog('test')}>
              <LuAudioLines />
            </IconButton>
          </>
        )}
      </HStack>
      <HStack gap="2">
        {!narrow && coach && (
          <>
            <InviteGuestsButton />
            <RecordingButton />
          </>
        )}
        <Button size="sm" colorPalette="red" onClick={onLeave} aria-label="Leave">
          <LuLogOut aria-hidden />
          {!narrow && 'Leave'}
        </Button>
      </HStack>
      {live && <SettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />}
      <TestAudioDialog open={dialog === 'test'} onClose={() => setDialog(null)} deviceId={room?.getActiveDevice('audioinput')} />
    </Flex>
  );
}
