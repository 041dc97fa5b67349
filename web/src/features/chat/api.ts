import type { TMessage, TMessageList, TMessagesPage, TUnreadCount, TWelcomeResponse } from '@coach/contract';
import { api, apiBody } from '../../lib/api.ts';

const base = (roomId: string) => `/api/chat/rooms/${encodeURIComponent(roomId)}`;

export const chatApi = {
  /** The first page carries `pagination` beside `data`, so it reads the whole body. */
  page: (roomId: string, limit: number) => apiBody<TMessagesPage>('GET', `${base(roomId)}/messages?page=1&limit=${limit}`),
  since: (roomId: string, since: string) => api<TMessageList>('GET', `${base(roomId)}/messages/since?since=${encodeURIComponent(since)}`),
  before: (roomId: string, before: string, limit: number) =>
    api<TMessageList>('GET', `${base(roomId)}/messages/before?before=${encodeURIComponent(before)}&limit=${limit}`),
  send: (roomId: string, content: string, clientId: string) =>
    api<TMessage>('POST', `${base(roomId)}/messages`, { content, messageType: 'text', clientId }),
  markRead: (roomId: string, messageId: string) => api<TUnreadCount>('POST', `${base(roomId)}/mark-read`, { messageId }),
  /** The AI coach's first message, or null when the room already has messages. */
  welcome: async (roomId: string) => (await api<TWelcomeResponse>('POST', `${base(roomId)}/welcome`, {})).message,
  approve: (messageId: string, approved: boolean) =>
    api<TMessage>('POST', `/api/chat/actions/${encodeURIComponent(messageId)}/approve`, { approved }),
};
