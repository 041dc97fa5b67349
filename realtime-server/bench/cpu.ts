/**
 * CPU accounting of a measured window (Linux /proc; null elsewhere).
 *
 * Per process kind: the servers under test (the run's child processes), PostgreSQL and Redis
 * (every process of theirs on the machine) and the load generator (this process). A latency tail
 * on 2 shared cores comes from moments when these add up to more than the machine has, so the
 * window also says how much of the machine went elsewhere: the busy time of the whole machine
 * minus the processes above, over the window and in its busiest slice, and which processes outside
 * the benchmark spent the most. A process outside that wakes for a moment (a service's periodic
 * check, say) can take the cores for a few hundred milliseconds; such a moment shows here and
 * not in an average.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface CpuShare {
  /** CPU ms per accepted message, by kind. */
  servers: number;
  postgres: number;
  redis: number;
  loadGenerator: number;
  /** The whole machine's busy time over the window, as a share of all cores. */
  machineBusyPct: number;
  /** Busy time of the machine not spent by the kinds above (other processes, the kernel's own threads), ms per message. */
  elsewhere: number;
  /** The largest share of the machine that went elsewhere in one slice of SLICE_MS. */
  elsewherePeakPct: number;
  /** Processes outside the benchmark that spent the most CPU in the window (ms; children that ended count under their parent). */
  topOutside: { name: string; ms: number }[];
}

/** USER_HZ: /proc reports CPU times in ticks of 1/100 s on every mainstream Linux build. */
const CLK_TCK = 100;
type Kind = 'servers' | 'postgres' | 'redis';
/** Processes measured by name (every one of theirs on the machine); the servers go by pid. */
const KIND_BY_NAME = new Map<string, Kind>([
  ['postgres', 'postgres'],
  ['redis-server', 'redis'],
]);
const SLICE_MS = 250;
const TOP = 3;

interface ProcTimes {
  name: string;
  /** The process's own CPU ms. */
  own: number;
  /** CPU ms of its children that ended and were waited for. */
  children: number;
}

function readProc(pid: number): ProcTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const f = stat.slice(close + 2).split(' ');
    const ms = (i: number) => (Number(f[i]) * 1000) / CLK_TCK;
    return { name: stat.slice(stat.indexOf('(') + 1, close), own: ms(11) + ms(12), children: ms(13) + ms(14) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function allProcs(): Map<number, ProcTimes> {
  const out = new Map<number, ProcTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const t = readProc(Number(entry));
    if (t) out.set(Number(entry), t);
  }
  return out;
}

/** Busy and total time of all cores (ms summed over cores): /proc/stat's first line, idle and iowait not busy. */
function machineMs(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: ((total - ticks[3]! - ticks[4]!) * 1000) / CLK_TCK, total: (total * 1000) / CLK_TCK };
}

const selfMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export interface CpuWindow {
  /** Ends the window: CPU per message over it (null when nothing was accepted). */
  stop(messages: number): CpuShare | null;
}

/**
 * Starts accounting. `serverPids`: the processes under test. Samples the machine every SLICE_MS
 * (/proc/stat, the list of processes and one stat file per process measured) to find the busiest slice.
 */
export function startCpuWindow(serverPids: number[]): CpuWindow | null {
  if (process.platform !== 'linux') return null;
  const before = allProcs();
  const isServer = new Set(serverPids);
  const kindOf = (pid: number, t: ProcTimes): Kind | undefined => (isServer.has(pid) ? 'servers' : KIND_BY_NAME.get(t.name));

  // The processes measured, each with its CPU at the last slice; PostgreSQL and Redis processes that
  // start in the window join with their whole time (it was all spent in it), those that end leave.
  const lastOwn = new Map<number, number>();
  const seen = new Set<number>();
  for (const [pid, t] of before) {
    seen.add(pid);
    if (kindOf(pid, t)) lastOwn.set(pid, t.own);
  }
  let lastSelf = selfMs();
  const oursSinceLast = () => {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || seen.has(pid)) continue;
      seen.add(pid);
      const t = readProc(pid);
      if (t && kindOf(pid, t)) lastOwn.set(pid, 0);
    }
    let spent = 0;
    for (const [pid, was] of lastOwn) {
      const t = readProc(pid);
      if (!t) {
        lastOwn.delete(pid);
        continue;
      }
      spent += Math.max(0, t.own - was);
      lastOwn.set(pid, t.own);
    }
    const self = selfMs();
    spent += self - lastSelf;
    lastSelf = self;
    return spent;
  };

  const m0 = machineMs();
  const self0 = lastSelf;
  let last = { at: performance.now(), machine: m0 };
  let peak = 0;
  const slice = () => {
    const at = performance.now();
    // A short slice (the last one) is all rounding: /proc counts in 10 ms ticks.
    if (at - last.at < SLICE_MS * 0.8) return;
    const machine = machineMs();
    const ours = oursSinceLast();
    const capacity = machine.total - last.machine.total;
    if (capacity > 0) peak = Math.max(peak, Math.min(1, Math.max(0, machine.busy - last.machine.busy - ours) / capacity));
    last = { at, machine };
  };
  const timer = setInterval(slice, SLICE_MS);
  timer.unref();

  return {
    stop(messages) {
      clearInterval(timer);
      slice();
      if (messages <= 0) return null;
      const after = allProcs();
      const m1 = machineMs();
      const loadGenerator = selfMs() - self0;
      const busy = m1.busy - m0.busy;
      // Per kind, and outside the benchmark (everything else but this process and its parent). A
      // process that started in the window counts from zero (PostgreSQL's autovacuum workers, say);
      // one that ended is no longer readable.
      const spent: Record<Kind, number> = { servers: 0, postgres: 0, redis: 0 };
      const outside = new Map<string, number>();
      const add = (name: string, ms: number) => ms > 0 && outside.set(name, (outside.get(name) ?? 0) + ms);
      for (const [pid, t] of after) {
        const b = before.get(pid);
        const kind = kindOf(pid, t);
        if (kind) spent[kind] += Math.max(0, t.own - (b?.own ?? 0));
        else if (pid !== process.pid && pid !== process.ppid) {
          add(t.name, t.own - (b?.own ?? 0));
          add(`${t.name}'s children`, t.children - (b?.children ?? t.children));
        }
      }
      const { servers, postgres, redis } = spent;
      const per = (ms: number) => Math.round((ms / messages) * 1000) / 1000;
      return {
        servers: per(servers),
        postgres: per(postgres),
        redis: per(redis),
        loadGenerator: per(loadGenerator),
        machineBusyPct: Math.round((busy / Math.max(1, m1.total - m0.total)) * 1000) / 10,
        elsewhere: per(Math.max(0, busy - servers - postgres - redis - loadGenerator)),
        elsewherePeakPct: Math.round(peak * 1000) / 10,
        topOutside: [...outside]
          .sort((a, b) => b[1] - a[1])
          .slice(0, TOP)
          .map(([name, ms]) => ({ name, ms: Math.round(ms) })),
      };
    },
  };
}
