import { chatCoachEndpoints, chatEndpoints as e, type AiLevel } from '@coach/contract';
import { call, callData } from '../../lib/api.ts';

export const chatApi = {
  /** The first page carries `pagination` beside `data`, so it reads the whole body. */
  page: (roomId: string, limit: number) => call(e.listMessages, { params: { roomId }, query: { page: 1, limit } }),
  since: (roomId: string, since: string) => callData(e.listMessagesSince, { params: { roomId }, query: { since } }),
  before: (roomId: string, before: string, limit: number) =>
    callData(e.listMessagesBefore, { params: { roomId }, query: { before, limit } }),
  send: (roomId: string, content: string, clientId: string) =>
    callData(e.sendMessage, { params: { roomId }, body: { content, messageType: 'text', clientId } }),
  markRead: (roomId: string, messageId: string) => callData(e.markRead, { params: { roomId }, body: { messageId } }),
  /** The AI coach's first message, or null when the room already has messages. */
  welcome: async (roomId: string) => (await callData(e.sendWelcome, { params: { roomId } })).message,
  approve: (messageId: string, approved: boolean) => callData(e.answerAction, { params: { messageId }, body: { approved } }),
  /** A coach sets the AI coach's level in a client's room. */
  setAiLevel: (clientId: string, aiInteractionLevel: AiLevel) =>
    callData(chatCoachEndpoints.setClientAiLevel, { params: { clientId }, body: { aiInteractionLevel } }),
};
