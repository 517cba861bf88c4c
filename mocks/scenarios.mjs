// The mock's scenarios: the API answering as a backend does under a condition every screen must
// handle, chosen without editing code. The mock alone decides what a scenario does; whoever calls
// it only names the scenario: the mock's own (`npm run mock -- --scenario slow`, startMock's
// `scenario`), or a call's `Prefer: scenario="…"`, which wins over it (the dev server turns the
// browser's mock_scenario cookie into that preference on every page and API call: scripts/devMock.ts).
//
//   errors[=status]  every call answers 500, or the status given (400-599), in the contract's words
//   slow[=ms]        every answer comes after the store's deadline for a call (SLOW_MS), or after ms
//   down             the connection is dropped unanswered: the API unreachable, the store still up
//   empty            the catalogue, the cart and every list empty: each GET that has an `empty` example answers it
//   seed=N           Prism's data made up from the contract's schemas (Prefer: dynamic=true, seed=N)
//   none             no scenario (a call's own, over the mock's)
//
// `@/path` keeps an entry to the calls of that path and those under it (`errors@/carts`), and `+`
// joins entries (`slow+errors=503@/carts`): a call follows the entry of its longest path, else the
// one without a path. Only the API's calls (/api/v1) follow scenarios; the gateway's never.
import { serverConfig } from '../src/server/config.ts';
import { contract, declares, example, exampleNames } from './memory/contract.mjs';

/** The cookie the /__mock page keeps the browser's scenario in (only the dev server reads it). */
export const SCENARIO_COOKIE = 'mock_scenario';
/** The scenarios' names, as the /__mock page lists them. */
export const SCENARIO_KINDS = ['errors', 'slow', 'down', 'empty', 'seed'];

/**
 * How late `slow` answers by default: a second after the store's server gives up on a call or on
 * a page's data (src/server/config.ts, read from the same environment), so every answer misses it.
 */
export const SLOW_MS = Math.max(serverConfig.callTimeoutMs, serverConfig.pageDataDeadlineMs) + 1000;

const ENTRY = /^(errors|slow|down|empty|seed|none)(?:=(\d+))?(?:@(\/\S*))?$/;

/** A scenario that does not parse: the mock refuses to start with it, and answers a call naming it 400. */
export class ScenarioError extends Error {}

/** One entry's canonical text. */
const textOf = ({ kind, value, path }) => `${kind}${value === undefined ? '' : `=${value}`}${path ? `@${path}` : ''}`;

/** The entries of a scenario's text (`slow+errors=503@/carts`), each `{ kind, value, path, text }`; none for `none` or nothing. */
export function parseScenario(text) {
  const entries = [];
  for (const part of String(text ?? '').trim().split('+').filter(Boolean)) {
    const [, kind, digits, path] = ENTRY.exec(part) ?? [];
    if (!kind) throw new ScenarioError(`Unknown mock scenario "${part}": use ${SCENARIO_KINDS.join(', ')} or none, with =value and @/path (see mocks/README.md)`);
    const value = digits === undefined ? undefined : Number(digits);
    if (kind === 'errors' && value !== undefined && (value < 400 || value > 599)) throw new ScenarioError(`errors=${value}: the status must be from 400 to 599`);
    if (kind === 'seed' && value === undefined) throw new ScenarioError('seed needs its number: seed=7');
    if ((kind === 'down' || kind === 'empty' || kind === 'none') && value !== undefined) throw new ScenarioError(`${kind} takes no value`);
    if (kind === 'none') continue;
    // A path as the contract names it, with or without the API's prefix, and never a trailing slash.
    const own = path?.replace(/^\/api\/v1(?=\/|$)/, '').replace(/(.)\/+$/, '$1') || undefined;
    const entry = { kind, value, path: own };
    entries.push({ ...entry, text: textOf(entry) });
  }
  return entries;
}

/** A scenario's text from its entries: '' for none. */
export const formatScenario = (entries) => entries.map((entry) => entry.text).join('+');

/** The entries with `entry` in place of the one for the same path (or of the one for every path). */
export const withEntry = (entries, entry) => [...entries.filter((other) => other.path !== entry.path), entry];

/** The entry a call to `apiPath` (the contract's path, without /api/v1 or the query) follows, if any. */
export function entryFor(entries, apiPath) {
  const covers = (path) => !path || apiPath === path || apiPath.startsWith(`${path}/`);
  return entries.filter((entry) => covers(entry.path)).sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
}

// The scenario in a Prefer header: `scenario="slow+errors=503@/carts"` (or unquoted, a bare name).
const PREFERENCE = /(^|,)\s*scenario\s*=\s*(?:"([^"]*)"|([^\s,"]*))\s*(?=,|$)/;

/** The Prefer preference that names a scenario, as the dev server writes it. */
export const scenarioPreference = (text) => `scenario="${text}"`;

/**
 * The scenario a call follows: the one its Prefer names, else the mock's own (`ownEntries`); and
 * its Prefer without it, for Prism and the memory, which know nothing of scenarios.
 * @returns {{ entries: ReturnType<typeof parseScenario>, prefer: string | undefined }}
 */
export function scenarioOfCall(prefer, ownEntries = []) {
  const found = PREFERENCE.exec(prefer ?? '');
  if (!found) return { entries: ownEntries, prefer };
  const rest = prefer.replace(PREFERENCE, '$1').replace(/^\s*,\s*|\s*,\s*$/g, '').replace(/,\s*,/g, ',').trim();
  return { entries: parseScenario(found[2] ?? found[3]), prefer: rest || undefined };
}

/** The contract's path of a call (`/products/{id}` for /products/105): an exact path first. */
const TEMPLATES = Object.keys(contract.paths)
  .sort((a, b) => a.split('{').length - b.split('{').length)
  .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
const templateOf = (apiPath) => TEMPLATES.find(({ pattern }) => pattern.test(apiPath))?.template;

/**
 * What the backend answers a call under `errors`: the contract's own answer for that status and
 * operation in the caller's language when it has one, else its answer to a server error.
 */
function errorAnswer(status, method, apiPath, lang) {
  const template = templateOf(apiPath);
  const operation = method.toLowerCase();
  if (template && declares(template, operation, status) && exampleNames(template, operation, status).includes(lang)) {
    return example(template, operation, status, lang);
  }
  const serverError = contract.components.responses.ServerError.content['application/json'].examples;
  return structuredClone(serverError[lang].value);
}

/** Whether the call's answer has the contract's `empty` example (a list: the catalogue, the cart, the orders…). */
function hasEmptyExample(method, apiPath) {
  const template = templateOf(apiPath);
  return method === 'GET' && Boolean(template) && declares(template, 'get', 200) && exampleNames(template, 'get', 200).includes('empty');
}

/**
 * Plays `entry` for an API call: answers it (errors), drops it (down), or calls `proceed(prefer)`
 * with the Prefer Prism should see (empty, seed), or later (slow). `apiPath` is its path without
 * /api/v1 or the query; `prefer` the call's own Prefer, the scenario taken out.
 */
export function playScenario(entry, { req, res, apiPath, lang, prefer, proceed }) {
  switch (entry.kind) {
    case 'errors': {
      const status = entry.value ?? 500;
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(errorAnswer(status, req.method, apiPath, lang)));
      return;
    }
    case 'down':
      // As near to a refused connection as a server that has accepted it can come: no answer at all.
      req.socket.destroy();
      return;
    case 'slow': {
      const timer = setTimeout(() => proceed(prefer), entry.value ?? SLOW_MS);
      // The store gave up waiting (its deadline): nothing to answer.
      res.once('close', () => clearTimeout(timer));
      return;
    }
    case 'empty':
      proceed(hasEmptyExample(req.method, apiPath) ? 'example=empty' : prefer);
      return;
    case 'seed':
      proceed(`dynamic=true, seed=${entry.value}`);
      return;
  }
}
