import type { TMessage } from '@coach/contract';
import { apiBody } from '../../lib/api.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** The message lists carry `pagination` beside `data`, so chat calls read the whole body. */
export const apiRaw = <T,>(method: Method, path: string, body?: unknown) => apiBody<T>(method, path, body);

export interface MessageList {
  data: TMessage[];
  pagination?: { hasMore: boolean; total?: number };
}

const base = (roomId: string) => `/api/chat/rooms/${encodeURIComponent(roomId)}`;

/** Reads a message out of `{data: message}`, `{data: {message}}` or `{message}`. */
function messageOf(body: unknown): TMessage | null {
  const b = body as { data?: unknown; message?: unknown } | null;
  const d = (b?.data ?? b) as { message?: unknown; id?: unknown } | null;
  if (d && typeof d === 'object' && 'message' in d) return (d.message as TMessage | null) ?? null;
  if (d && typeof d === 'object' && typeof d.id === 'string') return d as unknown as TMessage;
  return null;
}

const listOf = (body: unknown): MessageList => {
  const b = body as { data?: unknown; pagination?: MessageList['pagination'] };
  const data = Array.isArray(b.data) ? b.data : Array.isArray((b.data as { messages?: unknown })?.messages) ? (b.data as { messages: TMessage[] }).messages : [];
  return { data: data as TMessage[], pagination: b.pagination };
};

export const chatApi = {
  page: async (roomId: string, limit: number) => listOf(await apiRaw('GET', `${base(roomId)}/messages?page=1&limit=${limit}`)),
  since: async (roomId: string, since: string) =>
    listOf(await apiRaw('GET', `${base(roomId)}/messages/since?since=${encodeURIComponent(since)}`)),
  before: async (roomId: string, before: string, limit: number) =>
    listOf(await apiRaw('GET', `${base(roomId)}/messages/before?before=${encodeURIComponent(before)}&limit=${limit}`)),
  send: async (roomId: string, content: string, clientId: string) =>
    messageOf(await apiRaw('POST', `${base(roomId)}/messages`, { content, messageType: 'text', clientId })),
  markRead: (roomId: string, messageId: string) => apiRaw('POST', `${base(roomId)}/mark-read`, { messageId }),
  welcome: async (roomId: string) => messageOf(await apiRaw('POST', `${base(roomId)}/welcome`, {})),
  approve: async (messageId: string, approved: boolean) =>
    messageOf(await apiRaw('POST', `/api/chat/actions/${encodeURIComponent(messageId)}/approve`, { approved })),
};
