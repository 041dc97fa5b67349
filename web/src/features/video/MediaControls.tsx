import { useState } from 'react';
import { Button, HStack, IconButton, Menu, Portal, Theme } from '@chakra-ui/react';
import { useLocalParticipant, useMediaDeviceSelect } from '@livekit/components-react';
import type { LocalVideoTrack } from 'livekit-client';
import { LuChevronUp, LuMic, LuMicOff, LuMonitorUp, LuSparkles, LuVideo, LuVideoOff } from 'react-icons/lu';
import { VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { AudioLevelMeter, useAudioLevel } from './AudioLevelMeter.tsx';
import { BlurUnsupportedError, setBlur } from './blur.ts';

const error = (title: string, description?: string) => toaster.create({ type: 'error', title, description });

/** The microphone and speaker lists under the mute button: a pick switches at once. */
function AudioDeviceMenu() {
  const mics = useMediaDeviceSelect({ kind: 'audioinput' });
  const speakers = useMediaDeviceSelect({ kind: 'audiooutput' });
  const choose = async (kind: 'mic' | 'speaker', id: string) => {
    try {
      await (kind === 'mic' ? mics : speakers).setActiveMediaDevice(id);
      toaster.create({ type: 'success', title: kind === 'mic' ? VIDEO_DONE.MIC_CHANGED : VIDEO_DONE.SPEAKER_CHANGED });
    } catch {
      error(kind === 'mic' ? VIDEO_ERR.MIC_SWITCH_FAILED : VIDEO_ERR.SPEAKER_SWITCH_FAILED);
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
                {speakers.devices.length === 0 && <Menu.Item value="none" disabled>System default</Menu.Item>}
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
 * wide screen background blur and screen share (coach and client only). Each controls only the
 * user's own tracks (spec §5).
 */
export function MediaControls({ narrow }: { narrow: boolean }) {
  const { localParticipant, isMicrophoneEnabled, isCameraEnabled, isScreenShareEnabled, microphoneTrack, cameraTrack } = useLocalParticipant();
  const level = useAudioLevel(isMicrophoneEnabled ? microphoneTrack?.track?.mediaStreamTrack : undefined);
  const [blurred, setBlurred] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (what: string, action: () => Promise<unknown>, onError: (err: unknown) => void) => {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(null);
    }
  };

  const toggleMic = () => run('mic', () => localParticipant.setMicrophoneEnabled(!isMicrophoneEnabled), () => error(VIDEO_ERR.AUDIO_ERROR));
  const toggleCamera = () =>
    run('camera', () => localParticipant.setCameraEnabled(!isCameraEnabled), () => error(VIDEO_ERR.VIDEO_ERROR_TITLE, VIDEO_ERR.VIDEO_ERROR));
  const toggleBlur = () =>
    run(
      'blur',
      async () => {
        const track = cameraTrack?.track as LocalVideoTrack | undefined;
        if (!track) throw new BlurUnsupportedError();
        await setBlur(track, !blurred);
        setBlurred(!blurred);
      },
      (err) => (err instanceof BlurUnsupportedError ? error(VIDEO_ERR.BLUR_FAILED_TITLE, VIDEO_ERR.BLUR_FAILED) : error(VIDEO_ERR.BLUR_ERROR)),
    );
  const toggleShare = () =>
    run(
      'share',
      () => localParticipant.setScreenShareEnabled(!isScreenShareEnabled),
      // Closing the browser's picker is a choice, not an error.
      (err) => !(err instanceof DOMException && err.name === 'NotAllowedError') && error(VIDEO_ERR.CALL_ERROR_TITLE, VIDEO_ERR.CALL_ERROR),
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
          loading={busy === 'mic'}
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
        loading={busy === 'camera'}
        aria-label={isCameraEnabled ? 'Turn camera off' : 'Turn camera on'}
      >
        {isCameraEnabled ? <LuVideo /> : <LuVideoOff />}
        {!narrow && 'Camera'}
      </Button>
      {!narrow && (
        <IconButton
          size="sm"
          variant={blurred ? 'solid' : 'outline'}
          colorPalette={blurred ? 'teal' : 'gray'}
          aria-label="Background blur"
          aria-pressed={blurred}
          disabled={!isCameraEnabled}
          loading={busy === 'blur'}
          onClick={() => void toggleBlur()}
        >
          <LuSparkles />
        </IconButton>
      )}
      {!narrow && (
        <IconButton
          size="sm"
          variant={isScreenShareEnabled ? 'solid' : 'outline'}
          colorPalette={isScreenShareEnabled ? 'teal' : 'gray'}
          aria-label="Share screen"
          aria-pressed={isScreenShareEnabled}
          loading={busy === 'share'}
          onClick={() => void toggleShare()}
        >
          <LuMonitorUp />
        </IconButton>
      )}
    </HStack>
  );
}
