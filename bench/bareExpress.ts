// The ceiling of the as-started scenario (bench/asStarted.ts): a bare Express app in its own process,
// one route returning a small fixed JSON body. Prints its port once listening.
import express from 'express';

const app = express();
app.get('/', (_req, res) => res.json({ ok: true }));
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
