import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { AUDIO_TEST_MS, AUDIO_TEST_WORKING_LEVEL, VIDEO_ERR } from '@coach/contract';
import { AudioLevelMeter, useAudioLevel } from './AudioLevelMeter.tsx';
import { RoomDialog } from './RoomDialog.tsx';

type Phase = 'idle' | 'listening' | 'working' | 'silent' | 'failed';

/** What the test found: the loudest reading of the 2 seconds against the spec's working level. */
export const testVerdict = (loudest: number): 'working' | 'silent' => (loudest > AUDIO_TEST_WORKING_LEVEL ? 'working' : 'silent');

const SAY: Record<Exclude<Phase, 'idle'>, string> = {
  listening: 'Listening... say something.',
  working: 'Your microphone is working.',
  silent: 'No sound was picked up. Check that the right microphone is chosen and not muted.',
  failed: VIDEO_ERR.AUDIO_ERROR,
};

/**
 * The test-audio dialog: listens to the chosen microphone for AUDIO_TEST_MS on a capture of its
 * own (the call's track may be muted), shows the meter, then says whether it works.
 */
export function TestAudioDialog({ open, onClose, deviceId }: { open: boolean; onClose: () => void; deviceId?: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [track, setTrack] = useState<MediaStreamTrack>();
  const loudest = useRef(0);
  const onLevel = useCallback((l: number) => {
    loudest.current = Math.max(loudest.current, l);
  }, []);
  const level = useAudioLevel(track, onLevel);

  useEffect(() => {
    if (phase !== 'listening' || !track) return;
    const done = setTimeout(() => {
      track.stop();
      setTrack(undefined);
      setPhase(testVerdict(loudest.current));
    }, AUDIO_TEST_MS);
    return () => clearTimeout(done);
  }, [phase, track]);

  // Closing mid-test releases the microphone.
  useEffect(() => () => track?.stop(), [track]);

  const start = async () => {
    loudest.current = 0;
    setPhase('listening');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: deviceId ? { deviceId: { exact: deviceId } } : true });
      setTrack(stream.getAudioTracks()[0]);
    } catch {
      setPhase('failed');
    }
  };

  const close = () => {
    setPhase('idle');
    setTrack(undefined);
    onClose();
  };

  return (
    <RoomDialog
      open={open}
      onClose={close}
      title="Test audio"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
          <Button colorPalette="teal" onClick={() => void start()} loading={phase === 'listening'} loadingText="Listening...">
            {phase === 'idle' ? 'Start test' : 'Test again'}
          </Button>
        </>
      }
    >
      <Stack gap="3" align="flex-start">
        <Text>Speak for {AUDIO_TEST_MS / 1000} seconds after you start the test.</Text>
        <AudioLevelMeter level={level} label="Test level" />
        <Text role="status" aria-live="polite" color={phase === 'failed' || phase === 'silent' ? 'fg.error' : undefined}>
          {phase === 'idle' ? '' : SAY[phase]}
        </Text>
      </Stack>
    </RoomDialog>
  );
}
