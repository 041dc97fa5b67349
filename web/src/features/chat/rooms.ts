import type { TRoom } from '@coach/contract';
import { queryClient } from '../../lib/query.ts';

/** 'room:updated' (the AI level changed): every cached room list follows. */
export function patchRoomInCache(room: TRoom) {
  queryClient.setQueriesData<unknown>({ queryKey: ['rooms'] }, (data: unknown) => {
    const patch = (list: TRoom[]) => list.map((r) => (r.id === room.id ? { ...r, ...room } : r));
    if (Array.isArray(data)) return patch(data as TRoom[]);
    if (data && typeof data === 'object' && Array.isArray((data as { rooms?: unknown }).rooms))
      return { ...data, rooms: patch((data as { rooms: TRoom[] }).rooms) };
    return data;
  });
}
