// The reference of the API benchmark: a bare Fastify answering a small JSON body, nothing else, in its own
// process like the real server, so both are measured the same way. Listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
