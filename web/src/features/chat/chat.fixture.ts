import type { TMessage, TRoom } from '@coach/contract';

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

/** The AI coach, as chat messages name it. */
export const AI = '00000000-0000-4000-8000-000000000003';

/** An action message from the AI coach (a booking card, a goal suggestion) in the test room. */
export const aiAction = (over: Partial<TMessage> & Pick<TMessage, 'id' | 'content' | 'actionData'>): TMessage => ({
  roomId: ROOM,
  userId: AI,
  user: { id: AI, firstName: 'AI', lastName: 'Coach', isAI: true },
  messageType: 'action',
  messageStatus: 'sent',
  seq: 3,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...over,
});
