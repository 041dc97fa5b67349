import {
  calendarFeedEndpoints,
  sessionEndpoints as e,
  type TBookSlotBody,
  type TCancelBody,
  type TCoachCalendar,
  type TOneOffSessionBody,
  type TRescheduleBody,
  type TSessionList,
  type TSessionNotesBody,
  type TSessionStatusBody,
  type TSessionTableQuery,
  type TSessionTemplateBody,
  type TSessionTemplateUpdateBody,
} from '@coach/contract';
import { callData, endpointUrl, readToken } from '../../lib/api.ts';

/** Leaves out what is left empty: an empty search is no search. */
const filled = <T extends object>(query: T): T => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')) as T;

/**
 * Every sessions call (docs/sessions-and-availability.md#calls). Reads are cached under
 * `sessionKeys`; the RealtimeProvider invalidates `sessionKeys.all` on every `session:changed`, so
 * nothing polls.
 */
export const sessionsApi = {
  slots: (coachId: string, range: { startDate: string; endDate: string; duration?: number }) =>
    callData(e.listAvailableSlots, { params: { coachId }, query: filled(range) }),
  bookSlot: (body: TBookSlotBody) => callData(e.bookSlot, { body }),
  // One call answers both: the list without `view`, the calendar with view=calendar.
  coachList: (coachId: string, range: { startDate?: string; endDate?: string }) =>
    callData(e.listCoachSessions, { params: { coachId }, query: filled(range) }) as Promise<TSessionList>,
  coachCalendar: (coachId: string, range: { startDate: string; endDate: string }) =>
    callData(e.listCoachSessions, {
      params: { coachId },
      query: filled({ ...range, view: 'calendar' as const }),
    }) as Promise<TCoachCalendar>,
  coachTable: (coachId: string, query: TSessionTableQuery) =>
    callData(e.getCoachSessionTable, { params: { coachId }, query: filled(query) }),
  /** The CSV of the table's filtered rows (all pages), as a Blob to download. */
  coachCsv: async (coachId: string, query: TSessionTableQuery): Promise<Blob> => {
    const { page: _p, pageSize: _s, ...filters } = query;
    const token = readToken();
    const res = await fetch(endpointUrl(e.exportCoachSessions, { params: { coachId }, query: filled(filters) }), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error(res.statusText);
    return res.blob();
  },
  today: (coachId: string) => callData(e.listCoachSessionsToday, { params: { coachId } }),
  next: (coachId: string) => callData(e.getCoachNextSession, { params: { coachId } }),
  client: (clientId: string, range: { startDate?: string; endDate?: string }) =>
    callData(e.listClientSessions, { params: { clientId }, query: filled(range) }),
  get: (sessionId: string) => callData(e.getSession, { params: { id: sessionId } }),
  oneOff: (body: TOneOffSessionBody) => callData(e.createOneOffSession, { body }),
  createTemplate: (body: TSessionTemplateBody) => callData(e.createSessionTemplate, { body }),
  updateTemplate: (templateId: string, body: TSessionTemplateUpdateBody) =>
    callData(e.updateSessionTemplate, { params: { id: templateId }, body }),
  deleteTemplate: (templateId: string) => callData(e.deleteSessionTemplate, { params: { id: templateId } }),
  setStatus: (sessionId: string, body: TSessionStatusBody) => callData(e.setSessionStatus, { params: { id: sessionId }, body }),
  reschedule: (sessionId: string, body: TRescheduleBody) => callData(e.rescheduleSession, { params: { id: sessionId }, body }),
  cancel: (sessionId: string, body: TCancelBody) => callData(e.cancelSession, { params: { id: sessionId }, body }),
  notes: (sessionId: string, body: TSessionNotesBody) => callData(e.saveSessionNotes, { params: { id: sessionId }, body }),
  calendarFeed: () => callData(calendarFeedEndpoints.getCalendarFeed),
  renewCalendarFeed: () => callData(calendarFeedEndpoints.renewCalendarFeed),
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
