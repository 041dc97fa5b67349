/** The chat benchmark's users and rooms, seeded straight into its database. */
import type pg from 'pg';
import { AI_COACH_USER_ID, ROLE } from '@coach/contract';
import { signToken } from './http-bench.ts';
import { CLIENTS } from './chat-settings.ts';

export interface Room {
  id: string;
  /** Member user indexes; [0] is the room's client and the one who sends. */
  members: number[];
}
export interface World {
  userIds: string[];
  tokens: string[];
  rooms: Room[];
  /** The room of each user. */
  roomOf: number[];
}

/** Room sizes 2..20, from a fixed-seed generator so every run has the same rooms. */
function roomSizes(n: number): number[] {
  let s = 0x9e3779b9;
  const rand = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sizes: number[] = [];
  let left = n;
  while (left > 0) {
    let size = Math.min(2 + Math.floor(rand() * 19), left);
    if (left - size === 1) size = size < 20 ? size + 1 : size - 1;
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

export async function seed(db: pg.Client): Promise<World> {
  const sizes = roomSizes(CLIENTS);
  const users = await db.query<{ id: string; n: number }>(
    `insert into users (first_name, last_name, email, primary_role_id, email_verified)
     select 'Bench', 'User ' || i, 'bench-' || i || '@bench.invalid', $2, true from generate_series(0, $1 - 1) i
     returning id, substring(email from 7 for position('@' in email) - 7)::int as n`,
    [CLIENTS, ROLE.CUSTOMER],
  );
  const userIds: string[] = new Array<string>(CLIENTS);
  for (const r of users.rows) userIds[r.n] = r.id;
  const rooms: Room[] = [];
  const roomOf: number[] = new Array<number>(CLIENTS);
  let u = 0;
  for (const size of sizes) {
    const members = Array.from({ length: size }, (_, k) => u + k);
    for (const m of members) roomOf[m] = rooms.length;
    rooms.push({ id: '', members });
    u += size;
  }
  // Coaches (every member but the first) get the coach role.
  const coaches = rooms.flatMap((r) => r.members.slice(1).map((m) => userIds[m]!));
  await db.query(`update users set primary_role_id = $2 where id = any($1::uuid[])`, [coaches, ROLE.COACH]);
  const inserted = await db.query<{ id: string }>(
    `insert into rooms (name, client_id, human_coach_id, ai_coach_id, ai_interaction_level)
     select 'Bench room ' || ord, c, h, $3, 'DISABLED' from unnest($1::uuid[], $2::uuid[]) with ordinality as t(c, h, ord)
     order by ord returning id`,
    [rooms.map((r) => userIds[r.members[0]!]), rooms.map((r) => userIds[r.members[1]!]), AI_COACH_USER_ID],
  );
  inserted.rows.forEach((row, i) => (rooms[i]!.id = row.id));
  const mRoom: string[] = [];
  const mUser: string[] = [];
  const mRole: string[] = [];
  for (const r of rooms) {
    r.members.forEach((m, k) => {
      mRoom.push(r.id);
      mUser.push(userIds[m]!);
      mRole.push(k === 0 ? 'client' : 'coach');
    });
    mRoom.push(r.id);
    mUser.push(AI_COACH_USER_ID);
    mRole.push('ai_coach');
  }
  await db.query(`insert into room_members (room_id, user_id, role) select * from unnest($1::uuid[], $2::uuid[], $3::text[])`, [
    mRoom,
    mUser,
    mRole,
  ]);
  return { userIds, tokens: userIds.map(signToken), rooms, roomOf };
}
