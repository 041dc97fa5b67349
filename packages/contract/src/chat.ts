import { z } from 'zod';
import { ZEnvelope, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { GOAL_CATEGORY_MAX, GOAL_DESCRIPTION_MAX, GOAL_PRIORITY_LIST, GOAL_TITLE_MAX } from './goals.ts';
import { ZAiLevel, ZRoom, ZRoomUser } from './rooms.ts';
import { ZTimeFrame } from './time-frame.ts';

// The goal suggestion's time frame and its due date (index.ts exports chat.ts, and so these).
export * from './time-frame.ts';

export const CHAT_INITIAL_LIMIT = 30;
export const CHAT_OLDER_PAGE = 20;
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_PREVIEW_CHARS = 50;
export const MARK_READ_DELAY_MS = 2000;
export const AI_THINKING_TIMEOUT_MS = 5000;
export const NEAR_BOTTOM_PX = 100;

/** A goal the AI coach drafted in a proposal card, not yet created. */
export const ZGoalDraft = z.object({
  title: z.string().min(1).max(GOAL_TITLE_MAX),
  description: z.string().max(GOAL_DESCRIPTION_MAX),
  category: z.string().max(GOAL_CATEGORY_MAX),
  priority: z.enum(GOAL_PRIORITY_LIST),
  /** The time frame the suggestion states; the goal's due date is computed from it when it is added. */
  timeFrame: ZTimeFrame.nullable().optional(),
  /** Set when the goal is created: the time frame counted from that day in the client's time zone. */
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
});
export type TGoalDraft = z.infer<typeof ZGoalDraft>;

/**
 * The day or week a client asked to book for ("next week", "on Monday"), as the AI coach read it;
 * the booking card opens at those days, counted from the day the request was made.
 */
export const BOOKING_WHEN = [
  'today',
  'tomorrow',
  'this_week',
  'next_week',
  'this_weekend',
  'next_weekend',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const ZBookingWhen = z.enum(BOOKING_WHEN);
export type TBookingWhen = z.infer<typeof ZBookingWhen>;

export const ZActionData = z.object({
  type: z.enum(['session_booking', 'goal_suggestion']),
  status: z.enum(['pending', 'booked', 'approved', 'rejected']),
  /** A booking prompt: the days the client asked for, when they named any. */
  when: ZBookingWhen.nullable().optional(),
  /** A booked prompt: the session it booked and its start, so the card says when. */
  sessionId: z.uuid().nullable().optional(),
  scheduledAt: ZIsoDate.nullable().optional(),
  approvedAt: ZIsoDate.nullable().optional(),
  rejectedAt: ZIsoDate.nullable().optional(),
  createdGoalId: z.string().nullable().optional(),
  goalData: ZGoalDraft.optional(),
});
export type TActionData = z.infer<typeof ZActionData>;

/** A stored message. `seq` orders every message of the platform totally; gaps are fine, duplicates are not. */
export const ZMessage = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  userId: z.uuid(),
  user: ZRoomUser.extend({ isAI: z.boolean() }),
  content: z.string(),
  messageType: z.enum(['text', 'action']),
  messageStatus: z.enum(['sent', 'delivered']),
  seq: z.number().int(),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
  actionData: ZActionData.nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZMessageList = z.array(ZMessage);
export type TMessageList = z.infer<typeof ZMessageList>;

export const ZRoomParams = z.object({ roomId: z.uuid() });
export type TRoomParams = z.infer<typeof ZRoomParams>;
export const ZMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_INITIAL_LIMIT),
});
export type TMessagesQuery = z.infer<typeof ZMessagesQuery>;
export const ZPagination = z.object({ hasMore: z.boolean(), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type TPagination = z.infer<typeof ZPagination>;
/** `since` is the id of the newest message the client holds (or an ISO time). */
export const ZSinceQuery = z.object({ since: z.string().min(1).max(64) });
export type TSinceQuery = z.infer<typeof ZSinceQuery>;
export const ZBeforeQuery = z.object({
  before: z.string().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_OLDER_PAGE),
});
export type TBeforeQuery = z.infer<typeof ZBeforeQuery>;

/** The answer to a person sending `messageType: 'action'`. */
export const ACTION_NOT_SENDABLE = 'Only the AI coach can send action cards: send a text message.';
export const ZSendMessageBody = z.strictObject({
  content: z
    .string()
    .max(CHAT_MESSAGE_MAX)
    .refine((v) => v.trim().length > 0, 'Message cannot be empty'),
  /** People send text; action cards come from the AI coach and the server only. */
  messageType: z.literal('text', ACTION_NOT_SENDABLE).default('text'),
  /** Sent by the browser so a retried send is stored once. */
  clientId: z.string().max(64).optional(),
});
export type TSendMessageBody = z.input<typeof ZSendMessageBody>;

export const ZMarkReadBody = z.strictObject({ messageId: z.uuid() });
export type TMarkReadBody = z.infer<typeof ZMarkReadBody>;
export const ZUnreadCount = z.object({ unreadCount: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
export const ZApproveActionBody = z.strictObject({ approved: z.boolean() });
export type TApproveActionBody = z.infer<typeof ZApproveActionBody>;
export const ZAiCoachInfo = z.object({ aiCoach: ZRoomUser.nullable(), aiInteractionLevel: ZAiLevel });
export const ZSetAiLevelBody = z.strictObject({ aiInteractionLevel: ZAiLevel });
export type TSetAiLevelBody = z.infer<typeof ZSetAiLevelBody>;
export const ZUsageStats = z.object({
  days: z.array(z.object({ date: z.string(), messagesSent: z.number().int(), aiReplies: z.number().int() })),
  totals: z.object({ messagesSent: z.number().int(), aiReplies: z.number().int() }),
});
export type TUsageStats = z.infer<typeof ZUsageStats>;

export const ZMessagesPage = z.object({ data: z.array(ZMessage), pagination: ZPagination });
export type TMessagesPage = z.infer<typeof ZMessagesPage>;
export const ZMessageIdParams = z.object({ messageId: z.uuid() });
export type TMessageIdParams = z.infer<typeof ZMessageIdParams>;
export const ZClientIdParams = z.object({ clientId: z.uuid() });
export type TClientIdParams = z.infer<typeof ZClientIdParams>;
/** POST .../welcome: the greeting, or null when the room was already greeted. */
export const ZWelcomeResponse = z.object({ message: ZMessage.nullable() });
export type TWelcomeResponse = z.infer<typeof ZWelcomeResponse>;
export type TAiCoachInfo = z.infer<typeof ZAiCoachInfo>;

/**
 * The chat calls. Reading a page and sending a message are the measured hot path: they check the
 * token's claims only (`claims`), and their handlers send JSON text they built themselves.
 */
export const chatEndpoints = defineEndpoints('Chat', {
  listMessages: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/messages',
    summary: "Read a page of a room's messages",
    auth: 'claims',
    params: ZRoomParams,
    query: ZMessagesQuery,
    response: ZMessagesPage,
    errors: [404],
  },
  listMessagesSince: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/messages/since',
    summary: 'List the messages after a message or a time',
    auth: 'token',
    params: ZRoomParams,
    query: ZSinceQuery,
    response: ZEnvelope(ZMessageList),
    errors: [404],
  },
  listMessagesBefore: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/messages/before',
    summary: 'List the messages before a message',
    auth: 'token',
    params: ZRoomParams,
    query: ZBeforeQuery,
    response: ZEnvelope(ZMessageList),
    errors: [404],
  },
  getUnreadCount: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/unread-count',
    summary: 'Count the unread messages of a room',
    auth: 'token',
    params: ZRoomParams,
    response: ZEnvelope(ZUnreadCount),
    errors: [404],
  },
  markRead: {
    method: 'POST',
    path: '/api/chat/rooms/:roomId/mark-read',
    summary: 'Mark a room read up to a message',
    auth: 'token',
    params: ZRoomParams,
    body: ZMarkReadBody,
    response: ZEnvelope(ZUnreadCount),
    errors: [404],
  },
  sendWelcome: {
    method: 'POST',
    path: '/api/chat/rooms/:roomId/welcome',
    summary: "Post the AI coach's welcome if the room has none",
    auth: 'token',
    params: ZRoomParams,
    response: ZEnvelope(ZWelcomeResponse),
    errors: [404],
  },
  /** 201 when the message is stored now, 200 when a retry finds it stored already (same clientId). */
  sendMessage: {
    method: 'POST',
    path: '/api/chat/rooms/:roomId/messages',
    summary: 'Send a message to a room',
    auth: 'claims',
    params: ZRoomParams,
    body: ZSendMessageBody,
    response: ZEnvelope(ZMessage),
    responses: { 201: ZEnvelope(ZMessage) },
    errors: [404, 409],
  },
  getAiCoach: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/ai-coach',
    summary: "Read the room's AI coach",
    auth: 'token',
    params: ZRoomParams,
    response: ZEnvelope(ZAiCoachInfo),
    errors: [404],
  },
  answerAction: {
    method: 'POST',
    path: '/api/chat/actions/:messageId/approve',
    summary: 'Approve or decline a proposed action',
    auth: 'token',
    params: ZMessageIdParams,
    body: ZApproveActionBody,
    response: ZEnvelope(ZMessage),
    errors: [404, 409],
  },
  getUsageStats: {
    method: 'GET',
    path: '/api/chat/usage-stats',
    summary: "Read the signed-in user's chat usage",
    auth: 'token',
    response: ZEnvelope(ZUsageStats),
  },
});

/** A coach's setting of the AI coach in a client's room (the chat module answers it). */
export const chatCoachEndpoints = defineEndpoints('Coaches', {
  setClientAiLevel: {
    method: 'PUT',
    path: '/api/coaches/me/clients/:clientId/ai-level',
    summary: "Set a client's AI coach level",
    auth: 'token',
    params: ZClientIdParams,
    body: ZSetAiLevelBody,
    response: ZEnvelope(ZRoom),
    errors: [404],
  },
});
