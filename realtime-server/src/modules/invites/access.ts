import { ONBOARDING_ERR } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { findCoachInvite } from './queries.ts';

export const inviteNotFound = () => notFound(ONBOARDING_ERR.INVITE_NOT_FOUND, 'INVITE_NOT_FOUND');

/** An invite you may cancel, resend or delete: one you sent. */
export const inviteAccess = defineAccess({
  find: (db, coachId, id: string) => findCoachInvite(db, coachId, id),
  notFound: inviteNotFound,
});
