// The mock backend (mocks/server.mjs, `npm run mock`) in a container: deploy/compose.yaml's `mock`
// profile. The mock listens on 127.0.0.1 only (it is a development tool), so this starts it on
// MOCK_PORT (4010; it also takes + 1000, + 2000 and + 3000 inside the container) and passes
// every connection to MOCK_LISTEN_PORT (4000, all addresses) on to it, for nginx and the store's
// servers in the other containers. Never in production.
//   node deploy/mock.mjs
import net from 'node:net';
import { startMock } from '../mocks/server.mjs';

const port = Number(process.env.MOCK_PORT ?? 4010);
const listenPort = Number(process.env.MOCK_LISTEN_PORT ?? 4000);

const mock = await startMock({ port });
const forwarder = net.createServer((client) => {
  const upstream = net.connect(port, '127.0.0.1');
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
await new Promise((resolve) => forwarder.listen(listenPort, '0.0.0.0', resolve));
console.log(`The mock's API on port ${listenPort} of every address (/api/v1, /media, /gateway, /providers), passed on to ${mock.url}`);

const stop = () => {
  forwarder.close();
  mock.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
