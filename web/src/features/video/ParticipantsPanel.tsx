import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuMic, LuMicOff, LuSignal, LuSignalLow, LuVideo, LuVideoOff, LuWifiOff } from 'react-icons/lu';
import { VIDEO_ERR, VIDEO_ROLE_LABEL, type TVideoRole } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { errorText } from '../../lib/api.ts';
import { videoApi } from './api.ts';
import type { Quality, RoomPerson } from './participants.ts';
import { UserAvatar } from '../../components/UserAvatar.tsx';

const ROLE_COLOR: Record<TVideoRole, string> = { coach: 'teal', coachee: 'blue', observer: 'gray' };
const QUALITY: Record<Quality, { label: string; icon: typeof LuSignal; color: string }> = {
  good: { label: 'Connection good', icon: LuSignal, color: 'green.600' },
  poor: { label: 'Connection poor', icon: LuSignalLow, color: 'orange.600' },
  offline: { label: 'Offline', icon: LuWifiOff, color: 'red.600' },
};

export function RoleBadge({ role }: { role: TVideoRole }) {
  return (
    <Badge colorPalette={ROLE_COLOR[role]} variant="subtle" size="sm">
      {VIDEO_ROLE_LABEL[role]}
    </Badge>
  );
}

/** Microphone and camera state as icons, readable as text by screen readers. */
export function MediaState({ person, color = 'fg.muted' }: { person: RoomPerson; color?: string }) {
  return (
    <HStack gap="1" color={color}>
      {person.micOn ? <LuMic aria-hidden size="14" /> : <LuMicOff aria-hidden size="14" color="var(--chakra-colors-red-600)" />}
      <VisuallyHidden>{person.micOn ? 'Microphone on' : 'Microphone muted'}</VisuallyHidden>
      {person.cameraOn ? <LuVideo aria-hidden size="14" /> : <LuVideoOff aria-hidden size="14" color="var(--chakra-colors-red-600)" />}
      <VisuallyHidden>{person.cameraOn ? 'Camera on' : 'Camera off'}</VisuallyHidden>
    </HStack>
  );
}

/** The coach's controls over another participant: mute their microphone, turn off their camera. */
function ModerateButtons({ sessionId, person }: { sessionId: string; person: RoomPerson }) {
  const [busy, setBusy] = useState<'audio' | 'video' | null>(null);
  const act = async (kind: 'audio' | 'video') => {
    setBusy(kind);
    try {
      await videoApi.participantMedia(sessionId, { identity: person.identity, kind, muted: true });
    } catch (err) {
      const title = kind === 'audio' ? VIDEO_ERR.CANNOT_MUTE_TITLE : VIDEO_ERR.CANNOT_CAMERA;
      toaster.create({ type: 'error', title, description: errorText(err, VIDEO_ERR.TRY_AGAIN) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="0">
      <IconButton
        aria-label={`Mute ${person.name}`}
        size="xs"
        variant="ghost"
        disabled={!person.micOn}
        loading={busy === 'audio'}
        onClick={() => void act('audio')}
      >
        <LuMicOff />
      </IconButton>
      <IconButton
        aria-label={`Turn off ${person.name}'s camera`}
        size="xs"
        variant="ghost"
        disabled={!person.cameraOn}
        loading={busy === 'video'}
        onClick={() => void act('video')}
      >
        <LuVideoOff />
      </IconButton>
    </HStack>
  );
}

interface Props {
  people: RoomPerson[];
  pinned: string | null;
  onPin: (identity: string) => void;
  /** The coach moderates the others (the server checks it too). */
  moderate: boolean;
  sessionId: string;
  /** A participant's photo by identity (null: initials). */
  avatarOf?: (identity: string) => string | null;
}

/**
 * The participants list (docs/video-room.md#room-layout). Each row: name, role, microphone and
 * camera, connection quality; a click pins the person; the coach also mutes others or turns off
 * their camera.
 */
export function ParticipantsPanel({ people, pinned, onPin, moderate, sessionId, avatarOf }: Props) {
  return (
    <Stack as="section" aria-labelledby="participants-heading" gap="2" p="3" h="full" overflowY="auto">
      <Heading id="participants-heading" as="h2" size="sm">
        Participants ({people.length})
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1">
        {people.map((person) => {
          const quality = QUALITY[person.quality];
          const QualityIcon = quality.icon;
          return (
            <HStack
              as="li"
              key={person.identity}
              gap="2"
              px="2"
              py="1.5"
              rounded="md"
              bg={pinned === person.identity ? 'teal.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
            >
              <UserAvatar size="sm" name={person.name} src={avatarOf?.(person.identity) ?? null} aria-hidden />
              <Stack gap="0.5" flex="1" minW="0">
                <Button
                  variant="plain"
                  h="auto"
                  p="0"
                  justifyContent="flex-start"
                  fontSize="sm"
                  fontWeight="medium"
                  aria-pressed={pinned === person.identity}
                  onClick={() => onPin(person.identity)}
                >
                  <Text as="span" truncate>
                    <VisuallyHidden>Pin </VisuallyHidden>
                    {person.name}
                    {person.isLocal && ' (You)'}
                  </Text>
                </Button>
                <HStack gap="2">
                  <RoleBadge role={person.role} />
                  <MediaState person={person} />
                  <Box color={quality.color} title={quality.label}>
                    <QualityIcon aria-hidden size="14" />
                    <VisuallyHidden>{quality.label}</VisuallyHidden>
                  </Box>
                </HStack>
              </Stack>
              {moderate && !person.isLocal && <ModerateButtons sessionId={sessionId} person={person} />}
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
