import { DIRECTORY_ERR } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { findRequestRecord } from './queries.ts';

export const requestNotFound = () => notFound(DIRECTORY_ERR.REQUEST_NOT_FOUND, 'COACH_REQUEST_NOT_FOUND');

/** A coach request the client may withdraw: one they sent. */
export const sentRequestAccess = defineAccess({
  async find(db, clientId, id: string) {
    const record = await findRequestRecord(db, id);
    return record?.clientId === clientId ? record : undefined;
  },
  notFound: requestNotFound,
});

/** A coach request the coach may accept or decline: one addressed to them. */
export const receivedRequestAccess = defineAccess({
  async find(db, coachId, id: string) {
    const record = await findRequestRecord(db, id);
    return record?.coachId === coachId ? record : undefined;
  },
  notFound: requestNotFound,
});
