import type {
  TAvailableSlots,
  TBookSlotBody,
  TCancelBody,
  TCoachCalendar,
  TCalendarFeed,
  TNextSessionResult,
  TOneOffSessionBody,
  TRescheduleBody,
  TSessionList,
  TSessionNotesBody,
  TSessionResult,
  TSessionStatusBody,
  TSessionTable,
  TSessionTableQuery,
  TSessionTemplateBody,
  TSessionTemplateUpdateBody,
  TSuccess,
  TTemplateResult,
} from '@coach/contract';
import { api } from '../../lib/api.ts';
import { readToken } from '../../lib/api.ts';

const id = (v: string) => encodeURIComponent(v);
const qs = (params: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/**
 * Every sessions call (spec 02 §7 Sessions). Reads are cached under `sessionKeys`; the
 * RealtimeProvider invalidates `sessionKeys.all` on every `session:changed`, so nothing polls.
 */
export const sessionsApi = {
  slots: (coachId: string, range: { startDate: string; endDate: string; duration?: number }) =>
    api<TAvailableSlots>('GET', `/api/sessions/available/${id(coachId)}${qs(range)}`),
  bookSlot: (body: TBookSlotBody) => api<TSessionResult>('POST', '/api/sessions/book-slot', body),
  coachList: (coachId: string, range: { startDate?: string; endDate?: string }) =>
    api<TSessionList>('GET', `/api/sessions/coach/${id(coachId)}${qs(range)}`),
  coachCalendar: (coachId: string, range: { startDate: string; endDate: string }) =>
    api<TCoachCalendar>('GET', `/api/sessions/coach/${id(coachId)}${qs({ ...range, view: 'calendar' })}`),
  coachTable: (coachId: string, query: TSessionTableQuery) =>
    api<TSessionTable>('GET', `/api/sessions/coach/${id(coachId)}/table${qs(query as Record<string, string | number | undefined>)}`),
  /** The CSV of the table's filtered rows (all pages), as a Blob to download. */
  coachCsv: async (coachId: string, query: TSessionTableQuery): Promise<Blob> => {
    const { page: _p, pageSize: _s, ...filters } = query;
    const token = readToken();
    const res = await fetch(`/api/sessions/coach/${id(coachId)}/export${qs(filters as Record<string, string | undefined>)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error(res.statusText);
    return res.blob();
  },
  today: (coachId: string) => api<TSessionList>('GET', `/api/sessions/coach/${id(coachId)}/today`),
  next: (coachId: string) => api<TNextSessionResult>('GET', `/api/sessions/coach/${id(coachId)}/next`),
  client: (clientId: string, range: { startDate?: string; endDate?: string }) =>
    api<TSessionList>('GET', `/api/sessions/client/${id(clientId)}${qs(range)}`),
  get: (sessionId: string) => api<TSessionResult>('GET', `/api/sessions/${id(sessionId)}`),
  oneOff: (body: TOneOffSessionBody) => api<TSessionResult>('POST', '/api/sessions/one-off', body),
  createTemplate: (body: TSessionTemplateBody) => api<TTemplateResult>('POST', '/api/sessions/templates', body),
  updateTemplate: (templateId: string, body: TSessionTemplateUpdateBody) =>
    api<TTemplateResult>('PUT', `/api/sessions/templates/${id(templateId)}`, body),
  deleteTemplate: (templateId: string) => api<TSuccess>('DELETE', `/api/sessions/templates/${id(templateId)}`),
  setStatus: (sessionId: string, body: TSessionStatusBody) => api<TSessionResult>('PUT', `/api/sessions/${id(sessionId)}/status`, body),
  reschedule: (sessionId: string, body: TRescheduleBody) => api<TSessionResult>('PUT', `/api/sessions/${id(sessionId)}/reschedule`, body),
  cancel: (sessionId: string, body: TCancelBody) => api<TSessionResult>('PUT', `/api/sessions/${id(sessionId)}/cancel`, body),
  notes: (sessionId: string, body: TSessionNotesBody) => api<TSessionResult>('PUT', `/api/sessions/${id(sessionId)}/notes`, body),
  calendarFeed: () => api<TCalendarFeed>('GET', '/api/account/calendar-feed'),
  renewCalendarFeed: () => api<TCalendarFeed>('POST', '/api/account/calendar-feed'),
};

/** One key per piece of session data; `all` is what a push invalidates. */
export const sessionKeys = {
  all: ['sessions'] as const,
  slots: (coachId: string, startDate: string, endDate: string, duration?: number) =>
    ['sessions', 'slots', coachId, startDate, endDate, duration ?? null] as const,
  coachList: (coachId: string, startDate?: string, endDate?: string) => ['sessions', 'coach', coachId, startDate, endDate] as const,
  coachCalendar: (coachId: string, startDate: string, endDate: string) => ['sessions', 'calendar', coachId, startDate, endDate] as const,
  coachTable: (coachId: string, query: TSessionTableQuery) => ['sessions', 'table', coachId, query] as const,
  today: (coachId: string) => ['sessions', 'today', coachId] as const,
  next: (coachId: string) => ['sessions', 'next', coachId] as const,
  client: (clientId: string, startDate?: string, endDate?: string) => ['sessions', 'client', clientId, startDate, endDate] as const,
  one: (sessionId: string) => ['sessions', 'one', sessionId] as const,
  calendarFeed: () => ['calendar-feed'] as const,
};
