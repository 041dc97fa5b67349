import { Adapter, MessageType, type BroadcastOptions } from 'socket.io-adapter';
import { createAdapter, type RedisStreamsAdapterOptions } from '@socket.io/redis-streams-adapter';

type Namespace = ConstructorParameters<typeof Adapter>[0];
/** What this wrapper uses of the stream adapter: its broadcast, and `publish`, protected in the typings. */
interface StreamAdapter extends Adapter {
  publish(message: { type: MessageType.BROADCAST; data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: BroadcastOptions['flags'] } } }): void;
}

/**
 * The Redis streams adapter, but local sockets first. The stock cluster adapter awaits the XADD of
 * every broadcast before it writes to its own sockets, only to append a connection-state-recovery
 * offset we do not use (clients fill gaps by message sequence). Here this node's sockets get the
 * packet at once and the stream entry follows for the other nodes. Order holds on both sides: local
 * writes happen in emit order, and the entries are added in emit order over one connection.
 */
export function createLocalFirstAdapter(redis: unknown, options: RedisStreamsAdapterOptions) {
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
    return adapter;
  };
}
