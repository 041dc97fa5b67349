import type { TRoom } from '@coach/contract';

/** Test data: a chat room between Ann Lee (the coach) and Cy Doe (the client). */
export const COACH = '00000000-0000-4000-8000-0000000000c1';
export const CLIENT = '00000000-0000-4000-8000-0000000000c2';
export const ROOM = '00000000-0000-4000-8000-0000000000aa';

export const chatRoom = (over: Partial<TRoom> = {}): TRoom => ({
  id: ROOM,
  name: 'Cy Doe',
  client: { id: CLIENT, firstName: 'Cy', lastName: 'Doe' },
  humanCoach: { id: COACH, firstName: 'Ann', lastName: 'Lee' },
  aiCoach: null,
  aiInteractionLevel: 'ENHANCED',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
