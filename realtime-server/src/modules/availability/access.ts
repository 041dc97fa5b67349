import { AVAILABILITY_ERR } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { patternOfCoach } from './queries.ts';

export const patternNotFound = () => notFound(AVAILABILITY_ERR.NOT_FOUND, 'AVAILABILITY_NOT_FOUND');

/** An availability pattern you may change or remove: one of your own. */
export const patternAccess = defineAccess({
  find: (db, coachId, id: string) => patternOfCoach(db, coachId, id),
  notFound: patternNotFound,
});
