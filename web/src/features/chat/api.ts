import { ERR, type TMessage } from '@coach/contract';
import { ApiError, readToken } from '../../lib/api.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** Like lib/api's api(), but returns the whole body: the message lists carry `pagination` beside `data`. */
export async function apiRaw<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Please check your connection.');
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof json.error === 'string' ? json.error : res.status >= 500 ? ERR.INTERNAL : res.statusText;
    throw new ApiError(res.status, message, json);
  }
  return json as T;
}

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
