import { Adapter, MessageType, type BroadcastOptions, type ClusterMessage } from 'socket.io-adapter';
import { createAdapter, type RedisStreamsAdapterOptions } from '@socket.io/redis-streams-adapter';
import type { RedisClient } from '../lib/redis.ts';
import type { StreamPublisher } from '../lib/stream-publisher.ts';

type Namespace = ConstructorParameters<typeof Adapter>[0];
/** What this wrapper uses of the stream adapter, protected in the typings. */
interface StreamAdapter extends Adapter {
  publish(message: {
    type: MessageType.BROADCAST;
    data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: BroadcastOptions['flags'] } };
  }): void;
  doPublish(message: ClusterMessage): Promise<string>;
  encode(message: ClusterMessage): Record<string, string>;
  onRawMessage(raw: { uid?: string }, offset: string): void;
  uid: string;
}

/** The stream adapter's defaults (one stream, trimmed to about this many entries). */
const STREAM_NAME = 'socket.io';
const MAX_LEN = 10_000;

/**
 * The Redis streams adapter, with these changes:
 *
 * No wait for Redis. The stock cluster adapter awaits the XADD of every broadcast before it
 * writes to its own sockets, only to append a connection-state-recovery offset we do not use
 * (clients fill gaps by message sequence). Here the stream entry is written for the other nodes
 * (at once, by `publisher`), and this node's sockets get the packet right after, without waiting
 * for the reply. Order holds on both sides: local writes happen in emit order, and the entries
 * are added in emit order over one connection.
 *
 * Server-side emits in the stream. The stock adapter sends `serverSideEmit` over pub/sub, another
 * connection, so another node could see one before a broadcast emitted earlier. Here those without
 * an acknowledgement are stream entries like the broadcasts, in the order they were emitted.
 *
 * Own entries skipped unread. Every node reads the whole stream, its own entries too; the stock
 * adapter parses each entry before it sees whose it is. Here a node's own are dropped first.
 */
export function createLocalFirstAdapter(redis: RedisClient, publisher: StreamPublisher, options: RedisStreamsAdapterOptions) {
  if ((options.streamCount ?? 1) !== 1) throw new Error('createLocalFirstAdapter: one stream only (streamCount 1)');
  const streamName = options.streamName ?? STREAM_NAME;
  const maxLen = options.maxLen ?? MAX_LEN;
  const make = createAdapter(redis, options);
  return function localFirstAdapter(nsp: Namespace) {
    const adapter = make(nsp) as unknown as StreamAdapter;
    adapter.broadcast = function broadcast(this: StreamAdapter, packet: unknown, opts: BroadcastOptions) {
      if (!opts.flags?.local) {
        // `publish` sends without waiting and logs a failure (Redis down: other nodes miss it, as before).
        this.publish({
          type: MessageType.BROADCAST,
          data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } },
        });
      }
      Adapter.prototype.broadcast.call(this, packet, opts);
    };
    const doPublish = adapter.doPublish.bind(adapter);
    adapter.doPublish = function (this: StreamAdapter, message: ClusterMessage) {
      // What the stock adapter sends over pub/sub, it still does: requests that expect answers.
      const expectsAnswers =
        message.type === MessageType.FETCH_SOCKETS ||
        ((message.type === MessageType.BROADCAST || message.type === MessageType.SERVER_SIDE_EMIT) &&
          (message.data as { requestId?: string }).requestId !== undefined);
      if (expectsAnswers) return doPublish(message);
      // Into the stream the stock adapter adds to, trimmed the same way, over the one publishing connection.
      return publisher.xAdd(streamName, maxLen, this.encode(message));
    };
    const onRawMessage = adapter.onRawMessage.bind(adapter);
    adapter.onRawMessage = function (this: StreamAdapter, raw: { uid?: string }, offset: string) {
      if (raw.uid === this.uid) return;
      onRawMessage(raw, offset);
    };
    return adapter;
  };
}
