import type { QueryClient } from '@tanstack/react-query';
import type { TRoom } from '@coach/contract';
import { queryClient } from '../../lib/query.ts';
import { roomKeys } from './api.ts';

/** 'room:updated' (the AI level changed): every cached room list follows. */
export function patchRoomInCache(room: TRoom) {
  queryClient.setQueriesData<TRoom[]>({ queryKey: roomKeys.all() }, (list) => list?.map((r) => (r.id === room.id ? { ...r, ...room } : r)));
}

/** 'avatar:changed': the person's photo, wherever a cached room names them. */
export function patchAvatarInRooms(userId: string, avatarUrl: string | null, client: QueryClient = queryClient) {
  const patch = <P extends { id: string; avatarUrl?: string | null } | null>(p: P): P => (p && p.id === userId ? { ...p, avatarUrl } : p);
  client.setQueriesData<TRoom[]>({ queryKey: roomKeys.all() }, (list) =>
    list?.map((r) =>
      [r.client, r.humanCoach, r.aiCoach].some((p) => p?.id === userId)
        ? { ...r, client: patch(r.client), humanCoach: patch(r.humanCoach), aiCoach: patch(r.aiCoach) }
        : r,
    ),
  );
}
