import type { TRoom } from '@coach/contract';
import { queryClient } from '../../lib/query.ts';
import { coachingKeys } from '../coaching/api.ts';

/** 'room:updated' (the AI level changed): every cached room list follows. */
export function patchRoomInCache(room: TRoom) {
  queryClient.setQueriesData<TRoom[]>({ queryKey: coachingKeys.rooms() }, (list) =>
    list?.map((r) => (r.id === room.id ? { ...r, ...room } : r)),
  );
}
