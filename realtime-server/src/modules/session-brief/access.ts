import { SESSION_ERR } from '@coach/contract';
import { ownedRowAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { sessionForBrief } from './queries.ts';

/** A session whose brief you may read and generate: you are its coach (its client gets the same 404 as a stranger). */
export const briefSessionAccess = ownedRowAccess(
  (db, sessionId: string) => sessionForBrief(db, sessionId),
  (s) => s.coachId,
  () => notFound(SESSION_ERR.NOT_FOUND, 'SESSION_NOT_FOUND'),
);
