// The built store server, started as production starts it (scripts/appServer.mjs), and a page
// request that is timed. The build folder is SERVER_TEST_OUT_DIR (a local build of its own) or
// dist (CI, built by npm run test:e2e).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT_DIR = process.env.SERVER_TEST_OUT_DIR ?? 'dist';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_SERVER = path.join(ROOT, 'scripts', 'appServer.mjs');

export interface LogLine {
  time: string;
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  language: string;
  signedIn: boolean;
  /** Given a copy of the same page's render under way (src/server/sharedRenders.ts). */
  sharedRender?: boolean;
  error?: { name?: string; message: string; stack?: string };
}

export interface SpawnedStore {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its stdout's JSON lines so far. */
  lines: () => LogLine[];
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  close: () => Promise<number | string>;
  /** Its resident memory in MB after a full garbage collection (only with `inspectPort`). */
  rssAfterGc: () => Promise<number>;
}

/**
 * Starts `node scripts/appServer.mjs` with its stdout read here (startAppServer inherits or drops
 * it): for the log lines, its pid (memory) and sending it signals. Resolves once /healthz answers.
 */
export async function spawnStore({ port, apiOrigin, passPrefer = false, inspectPort }: { port: number; apiOrigin: string; passPrefer?: boolean; inspectPort?: number }): Promise<SpawnedStore> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), OUT_DIR, API_ORIGIN: apiOrigin, NODE_ENV: 'production', STORE_DEVELOPMENT_DEFAULTS: '1' };
  if (passPrefer) env.PASS_PREFER_TO_API = '1';
  else delete env.PASS_PREFER_TO_API;
  // srvx handles SIGTERM itself unless CI or TEST is set: production sets neither, nor does this.
  delete env.CI;
  delete env.TEST;
  const flags = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const child = spawn(process.execPath, [...flags, APP_SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`The store server stopped at start (${child.exitCode}):\n${stdout}${stderr}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) {
      return {
        url,
        pid: child.pid!,
        output: () => stdout + stderr,
        lines: () => stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine),
        exited,
        close,
        rssAfterGc: async () => {
          if (!inspectPort) throw new Error('rssAfterGc needs inspectPort');
          await collectGarbage(inspectPort);
          return rssMb(child.pid!);
        },
      };
    }
    await sleep(100);
  }
  await close();
  throw new Error(`The store server did not answer on port ${port}:\n${stdout}${stderr}`);
}

export interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  body: string;
}

/** One request to the server, timed to its last byte; redirects are answers too. */
export async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started), headers: response.headers, body };
}

/** The resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`No VmRSS for ${pid}`);
  return Number(kb) / 1024;
}

/**
 * A full garbage collection in the process listening for the inspector on `port`: its memory is
 * then what it keeps, not what V8 has not collected yet (V8 lets its heap grow by hundreds of MB
 * before collecting when the machine has memory to spare).
 */
async function collectGarbage(port: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    for (const id of [1, 2]) {
      socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
      await new Promise<void>((resolve) => (socket.onmessage = (event) => JSON.parse(String(event.data)).id === id && resolve()));
    }
  } finally {
    socket.close();
  }
  await sleep(500); // the freed pages are given back to the system shortly after
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polling), or fails with `what` after `ms`. */
export async function eventually<T>(what: string, ms: number, check: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}
