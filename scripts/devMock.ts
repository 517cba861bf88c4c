import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie-es';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import { formatScenario, parseScenario, SCENARIO_COOKIE, SCENARIO_KINDS, ScenarioError, scenarioPreference, SLOW_MS, withEntry } from '../mocks/scenarios.mjs';
import type { MockPageProps } from '../src/dev/MockPage.tsx';
import { isCrossSiteWrite } from '../src/server/crossSite.ts';
import { isLanguage, LANGUAGE_KEY } from '../src/shared/language.ts';

// The dev server's part in the mock's scenarios (mocks/scenarios.mjs): the browser's choice, kept
// in the mock_scenario cookie, goes with every call as `Prefer: scenario="…"`: the page requests,
// whose Prefer the store's server passes on to its own calls (PASS_PREFER_TO_API, set by npm run
// dev), and the browser's /api/v1 calls. The mock decides what it means. The page /__mock chooses
// it, and shows the mock's shoppers and calls (src/dev/MockPage.tsx). Only `vite dev` has any of it.

const PAGE = '/__mock';
/** The mock's parts other than the API, which the dev server sends it as they are: no scenario there. */
const NOT_THE_API = /^\/(gateway|providers|media)(\/|$)/;
const NAMES_SCENARIO = /(^|,)\s*scenario\s*=/;

const scenarioOf = (request: IncomingMessage) => parse(request.headers.cookie ?? '')[SCENARIO_COOKIE];

/** Adds the browser's scenario to a request's Prefer, unless the request names one itself (a test's). */
function applyScenario(request: IncomingMessage): void {
  const chosen = scenarioOf(request);
  const given = [request.headers.prefer ?? []].flat().join(', ');
  if (!chosen || NOT_THE_API.test(request.url ?? '') || (given && NAMES_SCENARIO.test(given))) return;
  request.headers.prefer = given ? `${given}, ${scenarioPreference(chosen)}` : scenarioPreference(chosen);
}

/** The browser's scenario, entry by entry; a cookie that does not parse (edited by hand) is none. */
function entriesOf(request: IncomingMessage) {
  try {
    return parseScenario(scenarioOf(request));
  } catch {
    return [];
  }
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const scenarioCookie = (text: string) =>
  serialize(SCENARIO_COOKIE, text, { path: '/', sameSite: 'lax', httpOnly: true, ...(text ? {} : { maxAge: 0 }) });

/**
 * A form of the page: apply an entry (in place of the one for its path), remove one, clear them,
 * or make the mock forget every shopper. Answers where to go back to, with `refused=1` for an entry
 * the mock would not take.
 */
async function sendForm(request: IncomingMessage, response: ServerResponse, mockOrigin: string, back: string): Promise<void> {
  const form = await readForm(request);
  const entries = entriesOf(request);
  let cookie: string | undefined;
  let refused = false;
  if (form.has('remove')) cookie = formatScenario(entries.filter((entry) => (entry.path ?? '') !== form.get('remove')));
  else if (form.get('action') === 'clear') cookie = '';
  else if (form.get('action') === 'reset') await fetch(`${mockOrigin}/__mock/reset`, { method: 'POST' }).catch(() => undefined);
  else if (form.get('action') === 'apply') {
    const kind = form.get('kind') ?? '';
    const value = form.get('value')?.trim();
    const path = form.get('path')?.trim();
    try {
      if (!SCENARIO_KINDS.includes(kind)) throw new ScenarioError(kind);
      const [entry] = parseScenario(`${kind}${value ? `=${value}` : ''}${path ? `@${path}` : ''}`);
      cookie = formatScenario(withEntry(entries, entry!));
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      refused = true;
    }
  }
  response.writeHead(303, { location: `${back}${refused ? '&refused=1' : ''}`, ...(cookie === undefined ? {} : { 'set-cookie': scenarioCookie(cookie) }) });
  response.end();
}

/** What the mock says of itself, or nothing when it does not answer (stopped: the page says so). */
async function mockState(mockOrigin: string): Promise<Pick<MockPageProps, 'own' | 'shoppers' | 'calls'>> {
  try {
    const [state, log] = await Promise.all([fetch(`${mockOrigin}/__mock/state`), fetch(`${mockOrigin}/__mock/log`)].map((answer) => answer.then((r) => r.json())));
    return { own: state.scenario, shoppers: state.shoppers, calls: log.calls };
  } catch {
    return { own: null, shoppers: undefined, calls: undefined };
  }
}

async function showPage(server: ViteDevServer, request: IncomingMessage, response: ServerResponse, mockOrigin: string, url: URL): Promise<void> {
  const asked = url.searchParams.get('lang');
  const chosen = parse(request.headers.cookie ?? '')[LANGUAGE_KEY];
  const language = isLanguage(asked) ? asked : isLanguage(chosen) ? chosen : 'ar';
  const back = `${PAGE}?lang=${language}`;
  if (request.method === 'POST') {
    const source = { method: 'POST', origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] as string | undefined, host: request.headers.host };
    if (isCrossSiteWrite(source)) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    await sendForm(request, response, mockOrigin, back);
    return;
  }
  const ssr = server.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('The /__mock page needs the dev server’s SSR environment');
  // The page's code through the dev server's own SSR: its TSX, its Lingui macros and catalogs.
  const { renderMockPage } = (await ssr.runner.import('/src/dev/MockPage.tsx')) as typeof import('../src/dev/MockPage.tsx');
  const props: MockPageProps = {
    language,
    browser: entriesOf(request),
    slowMs: SLOW_MS,
    refused: url.searchParams.has('refused'),
    ...(await mockState(mockOrigin)),
  };
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(renderMockPage(props));
}

/** The dev server's mock: the scenario on every call, and the /__mock page. `mockOrigin`: where the mock runs. */
export function devMock(mockOrigin: string): Plugin {
  return {
    name: 'dev-mock',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares (its proxy) and TanStack Start's page rendering.
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev.invalid');
        if (url.pathname !== PAGE) {
          applyScenario(request);
          return next();
        }
        showPage(server, request, response, mockOrigin, url).catch(next);
      });
    },
  };
}
