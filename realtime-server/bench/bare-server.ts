/** The bare-route reference: Fastify with one route answering {ok:true}, default settings, no logging. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
