// Starts the Prism mock once for every test file that needs it (component and contract tests).
import { startMock } from '../../mocks/server.mjs';

export default async function setup() {
  const mock = await startMock({ port: Number(process.env.TEST_MOCK_PORT ?? 4020), quiet: true });
  return () => mock.close();
}
