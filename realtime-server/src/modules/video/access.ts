import { SESSION_ERR, type VideoRole } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { videoSessionRow } from './participant-queries.ts';

export const videoSessionNotFound = () => notFound(SESSION_ERR.NOT_FOUND, 'SESSION_NOT_FOUND');

/** A session's video room you may enter with your account: you are its coach or its client (the coachee). */
export const videoRoomAccess = defineAccess({
  async find(db, userId, sessionId: string) {
    const session = await videoSessionRow(db, sessionId);
    const role: VideoRole | null = session?.coachId === userId ? 'coach' : session?.clientId === userId ? 'coachee' : null;
    return session && role ? { session, role } : undefined;
  },
  notFound: videoSessionNotFound,
});
