import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateNoteBody, TUpdateNoteBody } from '@coach/contract';
import { sessionKeys, sessionsApi } from '../sessions/api.ts';
import { localDay } from '../../lib/session-format.ts';
import { notesApi, notesKeys, type NotebookQuery } from './api.ts';

/** One page of the client's notebook; the previous page stays on screen while the next loads. */
export function useNotebookPage(query: NotebookQuery) {
  return useQuery({ queryKey: notesKeys.list(query), queryFn: () => notesApi.list(query), placeholderData: keepPreviousData });
}

const DAY_MS = 86_400_000;
/** Session notes go on a session of the last year or the next three months. */
const PICKER_PAST_DAYS = 365;
const PICKER_FUTURE_DAYS = 90;

/** The client's sessions a Session Note may be written on, newest first (cancelled ones aside). */
export function useClientSessions(clientId: string, enabled: boolean) {
  const [range] = useState(() => {
    const now = Date.now();
    return {
      startDate: localDay(new Date(now - PICKER_PAST_DAYS * DAY_MS)),
      endDate: localDay(new Date(now + PICKER_FUTURE_DAYS * DAY_MS)),
    };
  });
  return useQuery({
    queryKey: sessionKeys.client(clientId, range.startDate, range.endDate),
    queryFn: () => sessionsApi.client(clientId, range),
    enabled,
    select: (data) => data.sessions.filter((s) => s.status !== 'CANCELLED').sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt)),
  });
}

/** Create, edit and delete: each reads the client's notebook again once the server has answered. */
export function useNoteMutations(coacheeId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: notesKeys.client(coacheeId) });
  const create = useMutation({ mutationFn: (body: TCreateNoteBody) => notesApi.create(body), onSuccess: onSettled });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateNoteBody }) => notesApi.update(id, body),
    onSuccess: onSettled,
  });
  const remove = useMutation({ mutationFn: (id: string) => notesApi.remove(id), onSuccess: onSettled });
  return { create, update, remove };
}
