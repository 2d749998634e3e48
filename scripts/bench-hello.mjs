// The yardstick of `npm run bench` (issue 22): a bare Fastify answering a tiny JSON, run as its
// own process like the shop, so every figure of the shop is also given as a share of what
// Fastify alone does on the same machine in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
