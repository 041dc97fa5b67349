import { GUEST_IDENTITY_PREFIX, VIDEO_ROLES, type TVideoJoinData, type TVideoRole } from '@coach/contract';

/** A participant's connection quality as the room shows it (docs/video-room.md#room-layout). */
export type Quality = 'good' | 'poor' | 'offline';

/** One person in the room as the panels show them. */
export interface RoomPerson {
  identity: string;
  name: string;
  role: TVideoRole;
  isLocal: boolean;
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  quality: Quality;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * A participant's role: the LiveKit metadata's JSON {role} the server put in the token, else what
 * the join data says about the identity (the coach's and the client's ids, guests' prefix).
 */
export function roleOf(metadata: string | undefined, identity: string, join: TVideoJoinData): TVideoRole {
  try {
    const role = (JSON.parse(metadata ?? '') as { role?: unknown }).role;
    if ((VIDEO_ROLES as readonly unknown[]).includes(role)) return role as TVideoRole;
  } catch {
    // No metadata, or not ours: fall back on the identity.
  }
  if (identity === join.identity) return join.userRole;
  if (identity === join.sessionData.coachId) return 'coach';
  if (identity === join.sessionData.clientId) return 'coachee';
  if (identity.startsWith(GUEST_IDENTITY_PREFIX)) return 'observer';
  return 'observer';
}

/** A participant's photo: the coach's and the client's come with the join data; guests have none. */
export function avatarOf(identity: string, join: TVideoJoinData): string | null {
  if (identity === join.sessionData.coachId) return join.sessionData.coachAvatarUrl;
  if (identity === join.sessionData.clientId) return join.sessionData.clientAvatarUrl;
  return null;
}

/** LiveKit's quality (excellent, good, poor, lost, unknown) in the room's three words. */
export function qualityOf(quality: string): Quality {
  if (quality === 'poor') return 'poor';
  if (quality === 'lost') return 'offline';
  return 'good';
}

/** Without a LiveKit server the room holds only this user, without audio or video. */
export function selfOnly(join: TVideoJoinData): RoomPerson[] {
  return [
    {
      identity: join.identity,
      name: fullName(join.user),
      role: join.userRole,
      isLocal: true,
      micOn: false,
      cameraOn: false,
      sharing: false,
      quality: 'offline',
    },
  ];
}

/**
 * Whom to pin by default: the other party (the client for the coach, the coach for everyone else),
 * else whoever shares a screen, else nobody.
 */
export function otherParty(people: RoomPerson[], join: TVideoJoinData): string | null {
  const wanted = join.userRole === 'coach' ? join.sessionData.clientId : join.sessionData.coachId;
  const remote = people.filter((p) => !p.isLocal);
  return (remote.find((p) => p.identity === wanted) ?? remote.find((p) => p.sharing))?.identity ?? null;
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
