import { DIRECTORY_ERR } from '@coach/contract';
import { ownedRowAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { findRequestRecord } from './queries.ts';

export const requestNotFound = () => notFound(DIRECTORY_ERR.REQUEST_NOT_FOUND, 'COACH_REQUEST_NOT_FOUND');

/** A coach request the client may withdraw: one they sent. */
export const sentRequestAccess = ownedRowAccess(
  (db, id: string) => findRequestRecord(db, id),
  (r) => r.clientId,
  requestNotFound,
);

/** A coach request the coach may accept or decline: one addressed to them. */
export const receivedRequestAccess = ownedRowAccess(
  (db, id: string) => findRequestRecord(db, id),
  (r) => r.coachId,
  requestNotFound,
);
