/** One fan-out window: messages sent open-loop at the set rate, receipts and latencies counted. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCpuWindow, type CpuShare } from './cpu.ts';
import { sleep, step } from './http-bench.ts';
import { DRAIN_MS, RATE, SECONDS, WARMUP_SECONDS } from './chat-settings.ts';
import { checkCrash, children } from './chat-children.ts';
import { countPostFailures, noteFailure, receiveWith } from './chat-clients.ts';
import type { Room, World } from './chat-world.ts';

export interface Stats {
  messagesPlanned: number;
  messagesAccepted: number;
  postErrors: number;
  /** Why they failed: HTTP status or network error code, with counts. */
  postFailures: Record<string, number>;
  achievedRatePerS: number;
  /** Accepted POSTs per second, first send to last answer: below the offered rate = saturated. */
  acceptedRatePerS: number;
  pendingAtDeadline: number;
  lateReceipts: number;
  expectedReceipts: number;
  received: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  /** Per group of receivers (the cross-node run: same node as the sender vs the other node). */
  groups?: Record<string, { received: number; p50: number | null; p99: number | null; max: number | null }>;
  /** CPU time per accepted message in the measured window, by process kind (Linux /proc; null elsewhere). */
  cpuMsPerMessage: CpuShare | null;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : null;
const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/**
 * Open-loop sender: message k is due at k/RATE s after the start and is sent then, whatever the
 * answers to earlier ones (no coordinated omission). Latency = receipt time - time the POST was sent.
 */
export async function fanout(
  label: string,
  world: World,
  send: (room: Room, tag: string) => Promise<number>,
  groupOf?: (user: number) => string,
  seconds = SECONDS,
): Promise<Stats> {
  interface Sent {
    at: number;
    room: Room;
    ok: boolean | undefined;
    got: Set<number>;
    /** When the POST was answered, and the last receipt (for BENCH_TRACE_DIR). */
    answered?: number;
    last?: number;
  }
  const sent = new Map<string, Sent>();
  const latencies: number[] = [];
  const groupLat = new Map<string, number[]>();
  let duplicated = 0;
  let unexpected = 0;
  receiveWith(({ tag, user, at }) => {
    const s = sent.get(tag);
    if (!s) return;
    if (user === s.room.members[0]) return; // the sender's own socket
    if (s.got.has(user)) {
      duplicated += 1;
      return;
    }
    s.got.add(user);
    s.last = Math.max(s.last ?? 0, at);
    if (s.ok === false) unexpected += 1;
    const ms = at - s.at;
    latencies.push(ms);
    if (groupOf) {
      const g = groupOf(user);
      if (!groupLat.has(g)) groupLat.set(g, []);
      groupLat.get(g)!.push(ms);
    }
  });

  const total = Math.round(RATE * seconds);
  const postFailures = countPostFailures();
  const inflight: Promise<void>[] = [];
  const cpu = startCpuWindow([...children].map((c) => c.proc.pid).filter((p): p is number => p !== undefined));
  const start = performance.now();
  let k = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      checkCrash();
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE) + 1);
      while (k < due) {
        const room = world.rooms[k % world.rooms.length]!;
        const tag = `bench-${label}-${k}`;
        const s: Sent = { at: performance.now(), room, ok: undefined, got: new Set() };
        sent.set(tag, s);
        inflight.push(
          send(room, tag).then((status) => {
            s.ok = status === 200 || status === 201;
            if (!s.ok && status !== 0) noteFailure(`HTTP ${status}`);
            s.answered = performance.now();
          }),
        );
        k += 1;
      }
      if (k >= total) done();
      else setTimeout(tick, 2);
    };
    tick();
  });
  const sendEnd = performance.now();
  const sendSeconds = (sendEnd - start) / 1000;
  // A message counts as expected unless its POST failed; one still unanswered at the deadline counts
  // too (its receivers have not got it). Lost = expected receipts missing 5 s after the last send.
  const expectedOf = (s: Sent) => (s.ok === false ? 0 : s.room.members.length - 1);
  const all = [...sent.values()];
  const deadline = sendEnd + DRAIN_MS;
  while (performance.now() < deadline) {
    if (all.every((s) => s.ok !== undefined && s.got.size >= expectedOf(s))) break;
    await sleep(50);
  }
  const expected = all.reduce((a, s) => a + expectedOf(s), 0);
  const lost = all.reduce((a, s) => a + Math.max(0, expectedOf(s) - s.got.size), 0);
  const pendingAtDeadline = all.filter((s) => s.ok === undefined).length;
  const onTime = latencies.slice();
  const groupsOnTime = new Map([...groupLat].map(([g, l]) => [g, l.slice()]));
  await Promise.all(inflight);
  // The last POST's answer (not this moment: the drain above may have waited for slow receivers).
  const lastAnswer = all.reduce((a, s) => Math.max(a, s.answered ?? 0), start);
  // The window ends when every message of it was answered and received (or the drain deadline passed).
  const accepted = all.filter((s) => s.ok).length;
  const cpuMsPerMessage = cpu?.stop(accepted) ?? null;
  receiveWith();
  // BENCH_TRACE_DIR: one line per message (sent at, POST answered after, last receipt after), to see where a tail comes from.
  if (process.env.BENCH_TRACE_DIR) {
    mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
    // sentEpochMs: the wall clock, to line a message up with what other tools saw at that moment.
    const epoch = Date.now() - performance.now();
    const line = (s: Sent) =>
      [s.at - start, (s.answered ?? NaN) - s.at, (s.last ?? NaN) - s.at, s.room.members.length].map((v) => r2(v)).join(',') +
      `,${Math.round(epoch + s.at)}`;
    writeFileSync(
      join(process.env.BENCH_TRACE_DIR, `${label.replace(/\W+/g, '-')}.csv`),
      ['sentMs,postMs,lastReceiptMs,roomSize,sentEpochMs', ...all.map(line)].join('\n'),
    );
  }
  onTime.sort((a, b) => a - b);
  const stats: Stats = {
    messagesPlanned: total,
    messagesAccepted: accepted,
    postErrors: total - accepted,
    postFailures: Object.fromEntries(postFailures),
    achievedRatePerS: Math.round((total / sendSeconds) * 10) / 10,
    acceptedRatePerS: Math.round((accepted / ((lastAnswer - start) / 1000)) * 10) / 10,
    pendingAtDeadline,
    expectedReceipts: expected,
    received: onTime.length,
    lateReceipts: latencies.length - onTime.length,
    lost,
    duplicated,
    unexpected,
    p50: r2(pct(onTime, 50)),
    p90: r2(pct(onTime, 90)),
    p99: r2(pct(onTime, 99)),
    max: r2(onTime.at(-1) ?? null),
    cpuMsPerMessage,
  };
  if (groupOf) {
    stats.groups = {};
    for (const [g, l] of groupsOnTime) {
      l.sort((a, b) => a - b);
      stats.groups[g] = { received: l.length, p50: r2(pct(l, 50)), p99: r2(pct(l, 99)), max: r2(l.at(-1) ?? null) };
    }
  }
  return stats;
}

/** A warm-up at the same rate (not counted), then the measured run. */
export async function measured(
  label: string,
  world: World,
  send: (room: Room, tag: string) => Promise<number>,
  groupOf?: (user: number) => string,
) {
  if (WARMUP_SECONDS > 0) {
    step(`  warm-up: ${RATE}/s for ${WARMUP_SECONDS} s (not counted)`);
    await fanout(`${label}-warmup`, world, send, undefined, WARMUP_SECONDS);
  }
  return fanout(label, world, send, groupOf);
}
