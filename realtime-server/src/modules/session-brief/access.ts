import { SESSION_ERR } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { sessionForBrief } from './queries.ts';

/** A session whose brief you may read and generate: you are its coach (its client gets the same 404 as a stranger). */
export const briefSessionAccess = defineAccess({
  async find(db, coachId, sessionId: string) {
    const session = await sessionForBrief(db, sessionId);
    return session?.coachId === coachId ? session : undefined;
  },
  notFound: () => notFound(SESSION_ERR.NOT_FOUND, 'SESSION_NOT_FOUND'),
});
