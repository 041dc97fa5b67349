import { Adapter, MessageType, type BroadcastOptions, type ClusterMessage } from 'socket.io-adapter';
import { createAdapter, type RedisStreamsAdapterOptions } from '@socket.io/redis-streams-adapter';
import type { RedisClient } from '../lib/redis.ts';

type Namespace = ConstructorParameters<typeof Adapter>[0];
/** What this wrapper uses of the stream adapter, protected in the typings. */
interface StreamAdapter extends Adapter {
  publish(message: { type: MessageType.BROADCAST; data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: BroadcastOptions['flags'] } } }): void;
  doPublish(message: ClusterMessage): Promise<string>;
  encode(message: ClusterMessage): Record<string, string>;
}

/** The stream adapter's defaults (one stream, trimmed to about this many entries). */
const STREAM_NAME = 'socket.io';
const MAX_LEN = 10_000;

/**
 * The Redis streams adapter, with two changes:
 *
 * Local sockets first. The stock cluster adapter awaits the XADD of every broadcast before it
 * writes to its own sockets, only to append a connection-state-recovery offset we do not use
 * (clients fill gaps by message sequence). Here this node's sockets get the packet at once and the
 * stream entry follows for the other nodes. Order holds on both sides: local writes happen in emit
 * order, and the entries are added in emit order over one connection.
 *
 * Server-side emits in the stream. The stock adapter sends `serverSideEmit` over pub/sub, another
 * connection, so another node could see one before a broadcast emitted earlier. Here those without
 * an acknowledgement are stream entries like the broadcasts, in the order they were emitted.
 */
export function createLocalFirstAdapter(redis: RedisClient, options: RedisStreamsAdapterOptions) {
  if ((options.streamCount ?? 1) !== 1) throw new Error('createLocalFirstAdapter: one stream only (streamCount 1)');
  const streamName = options.streamName ?? STREAM_NAME;
  const maxLen = options.maxLen ?? MAX_LEN;
  const make = createAdapter(redis, options);
  return function localFirstAdapter(nsp: Namespace) {
    const adapter = make(nsp) as unknown as StreamAdapter;
    adapter.broadcast = function broadcast(this: StreamAdapter, packet: unknown, opts: BroadcastOptions) {
      Adapter.prototype.broadcast.call(this, packet, opts);
      if (opts.flags?.local) return;
      // `publish` sends without waiting and logs a failure (Redis down: other nodes miss it, as before).
      this.publish({
        type: MessageType.BROADCAST,
        data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } },
      });
    };
    const doPublish = adapter.doPublish.bind(adapter);
    adapter.doPublish = function (this: StreamAdapter, message: ClusterMessage) {
      const withAck = message.type === MessageType.SERVER_SIDE_EMIT && (message.data as { requestId?: string }).requestId !== undefined;
      if (message.type !== MessageType.SERVER_SIDE_EMIT || withAck) return doPublish(message);
      // As the stock adapter adds a broadcast: same stream, same trim, same connection.
      return redis
        .xAdd(streamName, '*', this.encode(message), { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: maxLen } })
        .then((id) => String(id));
    };
    return adapter;
  };
}
