import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** auto: pretty when stdout is a terminal; JSON for pipes, files and log collectors. */
export function resolveLogFormat(format: Config['logFormat'], isTTY: boolean): 'pretty' | 'json' {
  return format === 'auto' ? (isTTY ? 'pretty' : 'json') : format;
}

export interface LogOutput {
  /** Where the lines go (stdout unless a test captures them). */
  destination?: NodeJS.WritableStream;
  /** Whether that output is a terminal: decides `auto` and colours. */
  isTTY?: boolean;
}

/** The server logger's pino options: level, redaction, and the pretty printer when the format says so. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  { destination = process.stdout, isTTY = Boolean(process.stdout.isTTY) }: LogOutput = {},
): LoggerOptions & { stream?: DestinationStream } {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'body.password', 'body.newPassword', 'body.currentPassword'],
  };
  if (resolveLogFormat(config.logFormat, isTTY) === 'json') {
    return destination === process.stdout ? options : { ...options, stream: destination as DestinationStream };
  }
  return {
    ...options,
    // In this thread and synchronous: lines keep their order with the start banner, and no worker is spawned.
    stream: pretty({
      destination,
      sync: true,
      colorize: isTTY,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      // A request's line says it all in its message; the fields stay in the JSON format.
      ignore: 'pid,hostname,reqId,req,res,responseTime',
    }),
  };
}

const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * One line per request when it is answered, in place of Fastify's two ("incoming request",
 * "request completed"): `GET /api/rooms 200 3.1 ms`. API calls log at info; the web app's files
 * and the docs' assets at debug, so a page load does not push the start banner off the screen.
 */
export class RequestLog extends LogController {
  private readonly apiCalls: boolean;
  private readonly files: boolean;

  /** `level`: the logger's level; below it the line is not even built (the benchmark runs at warn). */
  constructor(level: string) {
    super();
    const threshold = pino.levels.values[level] ?? Infinity;
    this.apiCalls = threshold <= pino.levels.values.info!;
    this.files = threshold <= pino.levels.values.debug!;
  }

  override incomingRequest(): void {}

  /** The request's own line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const api = isApiCall(req.url);
    if (!error && !(api ? this.apiCalls : this.files)) return;
    const line = `${req.method} ${req.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    const fields = { req, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else if (api) reply.log.info(fields, line);
    else reply.log.debug(fields, line);
  }
}
