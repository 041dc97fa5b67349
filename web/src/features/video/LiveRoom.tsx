import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Center } from '@chakra-ui/react';
import { RoomAudioRenderer, RoomContext, useAudioPlayback, useParticipants, useTracks, VideoTrack } from '@livekit/components-react';
import { Room, RoomEvent, Track, type DisconnectReason, type LocalTrack } from 'livekit-client';
import '@livekit/components-styles';
import type { TVideoJoinData } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { isUnexpectedDisconnect, joinRoom, toastCallError, toastJoinFailure } from './media.ts';
import { fullName, initials, qualityOf, roleOf, type RoomPerson } from './participants.ts';

/**
 * The LiveKit side of the room: opens the join's media (audio and video, else audio alone), connects
 * with the join's token, publishes, and gives the room to the LiveKit hooks below it. A failed join
 * (no microphone, no connection) toasts and calls `onFailed`; the room closes on unmount.
 */
export function LiveRoom({
  url,
  token,
  publish = true,
  onFailed,
  children,
}: {
  url: string;
  token: string;
  /** False for an observer: they connect to watch and listen, with no microphone or camera. */
  publish?: boolean;
  onFailed?: () => void;
  children: ReactNode;
}) {
  const [room] = useState(() => new Room({ adaptiveStream: true, dynacast: true }));
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let tracks: LocalTrack[] = [];
    const onDisconnected = (reason?: DisconnectReason) => {
      if (!cancelled && isUnexpectedDisconnect(reason)) toastCallError();
    };
    const onDeviceError = () => !cancelled && toastCallError();
    room.on(RoomEvent.Disconnected, onDisconnected).on(RoomEvent.MediaDevicesError, onDeviceError);
    joinRoom(room, url, token, () => cancelled, publish).then(
      (published) => {
        tracks = published;
        if (!cancelled) setConnected(true);
      },
      (err: unknown) => {
        if (cancelled) return;
        toastJoinFailure(err);
        onFailed?.();
      },
    );
    return () => {
      cancelled = true;
      room.off(RoomEvent.Disconnected, onDisconnected).off(RoomEvent.MediaDevicesError, onDeviceError);
      void room.disconnect();
      tracks.forEach((t) => t.stop());
      setConnected(false);
    };
  }, [room, url, token, publish, onFailed]);

  return (
    <RoomContext.Provider value={room}>
      {connected ? (
        <>
          {children}
          <RoomAudioRenderer />
          <StartAudio />
        </>
      ) : (
        <Center flex="1">
          <PageSpinner label="Connecting..." />
        </Center>
      )}
    </RoomContext.Provider>
  );
}

/** Browsers may hold back sound until a click: then a button asks for one. */
function StartAudio() {
  const { canPlayAudio, startAudio } = useAudioPlayback();
  if (canPlayAudio) return null;
  return (
    <Box position="fixed" bottom="24" left="50%" transform="translateX(-50%)" zIndex="overlay">
      <Button colorPalette="teal" onClick={() => void startAudio()}>
        Allow audio
      </Button>
    </Box>
  );
}

/** Everyone in the LiveKit room as the panels show them. */
export function useRoomPeople(join: TVideoJoinData): RoomPerson[] {
  const participants = useParticipants();
  return participants.map((p) => ({
    identity: p.identity,
    name: p.isLocal ? fullName(join.user) : p.name || p.identity,
    role: roleOf(p.metadata, p.identity, join),
    isLocal: p.isLocal,
    micOn: p.isMicrophoneEnabled,
    cameraOn: p.isCameraEnabled,
    sharing: p.isScreenShareEnabled,
    quality: qualityOf(p.connectionQuality),
  }));
}

/** A person's picture in the room: their shared screen, else their camera, else their initials. */
export function ParticipantVideo({ person, fit = 'cover' }: { person: RoomPerson; fit?: 'cover' | 'contain' }) {
  const refs = useTracks([Track.Source.ScreenShare, Track.Source.Camera], { onlySubscribed: false });
  const theirs = refs.filter((r) => r.participant.identity === person.identity && r.publication.track && !r.publication.isMuted);
  const ref = theirs.find((r) => r.source === Track.Source.ScreenShare) ?? theirs.find((r) => r.source === Track.Source.Camera);
  if (!ref) return <InitialsPlaceholder name={person.name} />;
  const mirrored = person.isLocal && ref.source === Track.Source.Camera;
  return (
    <VideoTrack
      trackRef={ref}
      aria-label={`${person.name}'s ${ref.source === Track.Source.ScreenShare ? 'screen' : 'video'}`}
      style={{ width: '100%', height: '100%', objectFit: fit, transform: mirrored ? 'scaleX(-1)' : undefined, background: '#1a202c' }}
    />
  );
}

/** Shown instead of a video: the person's initials on a dark tile. */
export function InitialsPlaceholder({ name }: { name: string }) {
  return (
    <Center w="full" h="full" bg="gray.800" color="white">
      <Center
        rounded="full"
        bg="teal.700"
        boxSize={{ base: '12', md: '20' }}
        fontSize={{ base: 'lg', md: '2xl' }}
        fontWeight="semibold"
        aria-hidden
      >
        {initials(name)}
      </Center>
    </Center>
  );
}
