import { Button, HStack, IconButton, Menu, Portal, Theme } from '@chakra-ui/react';
import { useLocalParticipant, useMediaDeviceSelect } from '@livekit/components-react';
import { LuChevronUp, LuMic, LuMicOff, LuMonitorUp, LuSparkles, LuVideo, LuVideoOff } from 'react-icons/lu';
import { VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { AudioLevelMeter, useAudioLevel } from './AudioLevelMeter.tsx';
import { mediaError, useBlurControl, useMediaAction, useShareControl } from './useMediaToggles.ts';
import { toggleLook } from './controls/toggleLook.ts';

/** The microphone and speaker lists under the mute button: a pick switches at once. */
function AudioDeviceMenu() {
  const mics = useMediaDeviceSelect({ kind: 'audioinput' });
  const speakers = useMediaDeviceSelect({ kind: 'audiooutput' });
  const choose = async (kind: 'mic' | 'speaker', id: string) => {
    try {
      await (kind === 'mic' ? mics : speakers).setActiveMediaDevice(id);
      toaster.create({ type: 'success', title: kind === 'mic' ? VIDEO_DONE.MIC_CHANGED : VIDEO_DONE.SPEAKER_CHANGED });
    } catch {
      mediaError(kind === 'mic' ? VIDEO_ERR.MIC_SWITCH_FAILED : VIDEO_ERR.SPEAKER_SWITCH_FAILED);
    }
  };
  const label = (d: MediaDeviceInfo, i: number, what: string) => d.label || `${what} ${i + 1}`;
  return (
    <Menu.Root positioning={{ placement: 'top-start' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Audio devices" variant="outline" size="sm" ml="-1" roundedLeft="0">
          <LuChevronUp />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Theme appearance="light" hasBackground={false}>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Menu.RadioItemGroup value={mics.activeDeviceId} onValueChange={(d) => void choose('mic', d.value)}>
                <Menu.ItemGroupLabel>Microphone</Menu.ItemGroupLabel>
                {mics.devices.map((d, i) => (
                  <Menu.RadioItem key={d.deviceId || i} value={d.deviceId}>
                    {label(d, i, 'Microphone')}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.RadioItemGroup value={speakers.activeDeviceId} onValueChange={(d) => void choose('speaker', d.value)}>
                <Menu.ItemGroupLabel>Speaker</Menu.ItemGroupLabel>
                {speakers.devices.length === 0 && (
                  <Menu.Item value="none" disabled>
                    System default
                  </Menu.Item>
                )}
                {speakers.devices.map((d, i) => (
                  <Menu.RadioItem key={d.deviceId || i} value={d.deviceId}>
                    {label(d, i, 'Speaker')}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Theme>
      </Portal>
    </Menu.Root>
  );
}

/**
 * This participant's own media: mute (with the device menu and the level meter), camera, and on a
 * wide screen background blur and screen share (coach and client only; on a narrow one they are in
 * the More menu). Each controls only the user's own tracks (docs/video-room.md#roles-in-the-room).
 */
export function MediaControls({ narrow }: { narrow: boolean }) {
  const { localParticipant, isMicrophoneEnabled, isCameraEnabled, microphoneTrack } = useLocalParticipant();
  const level = useAudioLevel(isMicrophoneEnabled ? microphoneTrack?.track?.mediaStreamTrack : undefined);
  const mic = useMediaAction();
  const camera = useMediaAction();
  const toggleMic = () =>
    mic.run(
      () => localParticipant.setMicrophoneEnabled(!isMicrophoneEnabled),
      () => mediaError(VIDEO_ERR.AUDIO_ERROR),
    );
  const toggleCamera = () =>
    camera.run(
      () => localParticipant.setCameraEnabled(!isCameraEnabled),
      () => mediaError(VIDEO_ERR.VIDEO_ERROR_TITLE, VIDEO_ERR.VIDEO_ERROR),
    );

  return (
    <HStack gap="2">
      <HStack gap="0">
        <Button
          size="sm"
          variant={isMicrophoneEnabled ? 'outline' : 'solid'}
          colorPalette={isMicrophoneEnabled ? 'gray' : 'red'}
          roundedRight={narrow ? undefined : '0'}
          onClick={() => void toggleMic()}
          loading={mic.busy}
          aria-label={isMicrophoneEnabled ? 'Mute' : 'Unmute'}
        >
          {isMicrophoneEnabled ? <LuMic /> : <LuMicOff />}
          {!narrow && (isMicrophoneEnabled ? 'Mute' : 'Unmute')}
        </Button>
        {!narrow && <AudioDeviceMenu />}
      </HStack>
      {!narrow && <AudioLevelMeter level={level} />}
      <Button
        size="sm"
        variant={isCameraEnabled ? 'outline' : 'solid'}
        colorPalette={isCameraEnabled ? 'gray' : 'red'}
        onClick={() => void toggleCamera()}
        loading={camera.busy}
        aria-label={isCameraEnabled ? 'Turn camera off' : 'Turn camera on'}
      >
        {isCameraEnabled ? <LuVideo /> : <LuVideoOff />}
        {!narrow && 'Camera'}
      </Button>
      {!narrow && <BlurAndShareButtons />}
    </HStack>
  );
}

/** The wide bar's blur and share toggles (the More menu's items on a narrow screen use the same hooks). */
function BlurAndShareButtons() {
  const blur = useBlurControl();
  const share = useShareControl();
  return (
    <>
      <IconButton
        size="sm"
        {...toggleLook(blur.on)}
        aria-label="Background blur"
        disabled={blur.disabled}
        loading={blur.busy}
        onClick={blur.toggle}
      >
        <LuSparkles />
      </IconButton>
      <IconButton size="sm" {...toggleLook(share.on)} aria-label="Share screen" loading={share.busy} onClick={share.toggle}>
        <LuMonitorUp />
      </IconButton>
    </>
  );
}
