import { useEffect, useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { AUDIO_DETECTED_LEVEL, AUDIO_LEVEL_INTERVAL_MS, AUDIO_METER_BARS } from '@coach/contract';

/** The loudness of a block of samples (-1..1) as 0..1: their RMS, scaled so speech fills the meter. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** How many of the meter's bars a level lights. */
export const litBars = (level: number) => Math.min(AUDIO_METER_BARS, Math.round(Math.max(0, level) * AUDIO_METER_BARS));

/**
 * Listens to a microphone track (without playing it) and reports its level every
 * AUDIO_LEVEL_INTERVAL_MS; 0 without a track. `onLevel` also gets each reading (the audio test).
 */
export function useAudioLevel(track: MediaStreamTrack | undefined, onLevel?: (level: number) => void): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const l = levelOf(samples);
      setLevel(l);
      onLevel?.(l);
    }, AUDIO_LEVEL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      setLevel(0);
      source.disconnect();
      void context.close();
    };
  }, [track, onLevel]);
  return track ? level : 0;
}

/** A 12-bar meter of the microphone's level (docs/video-room.md#room-layout); says in words whether sound is heard. */
export function AudioLevelMeter({ level, label = 'Microphone level' }: { level: number; label?: string }) {
  const lit = litBars(level);
  return (
    <HStack
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={AUDIO_METER_BARS}
      aria-valuenow={lit}
      aria-valuetext={level > AUDIO_DETECTED_LEVEL ? 'Audio detected' : 'No audio detected'}
      gap="0.5"
      h="5"
      align="flex-end"
    >
      {Array.from({ length: AUDIO_METER_BARS }, (_, i) => (
        <Box
          key={i}
          w="1"
          h={`${30 + (70 * (i + 1)) / AUDIO_METER_BARS}%`}
          rounded="xs"
          bg={i < lit ? (i >= AUDIO_METER_BARS - 2 ? 'red.500' : i >= AUDIO_METER_BARS - 5 ? 'orange.400' : 'green.500') : 'gray.300'}
        />
      ))}
    </HStack>
  );
}
