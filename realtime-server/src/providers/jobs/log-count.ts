/** What a counting job needs of its context: a logger. */
interface WithLog {
  log: { info(obj: object, msg: string): void };
}

/**
 * The run of a periodic job that does `work` and tells how much: when it did anything, logs
 * `message` at info with the count under `key` (`{ sent: 3 }`); a run that did nothing is silent.
 */
export function logCount<C extends WithLog>(work: (ctx: C) => Promise<number>, key: string, message: string): (ctx: C) => Promise<void> {
  return async (ctx) => {
    const count = await work(ctx);
    if (count) ctx.log.info({ [key]: count }, message);
  };
}
