// What the mock prints. Nothing for the memory handing a call it does not keep back to Prism
// (Prism's warning "Upstream call to … has returned 501", on every page load); one line for each
// call whose request or answer breaks the contract, every time, written by the front server from
// Prism's violations (Prism's own lines about them are left out, so it is one line); with
// MOCK_LOG=1 one line per call too. Whatever else Prism says (its start, a real error) shows as it
// is. In colour when stdout is a terminal, or FORCE_COLOR says so (`concurrently` sets it under
// `npm run dev`); never with NO_COLOR.
import readline from 'node:readline';
import { stripVTControlCharacters, styleText } from 'node:util';
import { whatBroke } from './callLog.mjs';

/** How many of Prism's messages a violation's line lists (the log keeps them all). */
const MESSAGES_ON_A_LINE = 3;

/** Prism's lines the mock leaves out: the memory's hand-back, and its account of violations the front server reports. */
const PRISM_LINES_LEFT_OUT = [
  /Upstream call to \S* has returned 501\b/,
  /\[VALIDATOR\]/,
  /Request terminated with error: https:\/\/stoplight\.io\/prism\/errors#(UNPROCESSABLE_ENTITY|VIOLATIONS|UNAUTHORIZED|NO_PATH_MATCHED_ERROR|NO_METHOD_MATCHED_ERROR|INVALID_CONTENT_TYPE):/,
];

/** Whether the mock shows this line of Prism's output. */
export function showsPrismLine(line) {
  const text = stripVTControlCharacters(line);
  return text.trim() !== '' && !PRISM_LINES_LEFT_OUT.some((pattern) => pattern.test(text));
}

/**
 * Whether lines written to `stream` are coloured: NO_COLOR says no, FORCE_COLOR yes (but `0`), else a colour terminal.
 * @param {{ isTTY?: boolean, hasColors?: (env?: object) => boolean }} [stream]
 * @param {Record<string, string | undefined>} [env]
 */
export function usesColour(stream = process.stdout, env = process.env) {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return Boolean(stream.isTTY) && (stream.hasColors?.(env) ?? true);
}

const clock = (iso) => new Date(iso).toTimeString().slice(0, 8);
const statusColour = (status) => (status === null || status >= 500 ? 'red' : status >= 400 ? 'yellow' : 'green');

/**
 * The mock's printer. `print(line)` takes each line (by default stdout, and nothing with `quiet`
 * but Prism's own lines, which then go where Prism wrote them); `everyCall` (MOCK_LOG=1) prints a
 * line per call as well as per violation; `colour` defaults to whether stdout takes it (off when
 * the lines go to a given `print`).
 * @param {{ print?: (line: string) => void, quiet?: boolean, everyCall?: boolean, colour?: boolean }} [options]
 */
export function createOutput({ print, quiet = false, everyCall = false, colour = print ? false : usesColour() } = {}) {
  const paint = (format, text) => (colour ? styleText(format, text, { validateStream: false }) : text);
  const own = print ?? (quiet ? () => {} : (line) => process.stdout.write(`${line}\n`));
  return {
    /** Relays the lines a Prism child process writes, but those the mock leaves out. */
    relayPrism(child) {
      for (const name of ['stdout', 'stderr']) {
        const write = print ?? ((line) => process[name].write(`${line}\n`));
        readline.createInterface({ input: child[name], crlfDelay: Infinity }).on('line', (line) => {
          if (showsPrismLine(line)) write(colour ? line : stripVTControlCharacters(line));
        });
      }
    },
    /** A call answered: its violations' line, if any, and its own line with `everyCall`. */
    answered(entry, violations) {
      const status = paint(statusColour(entry.status), String(entry.status ?? 'no answer'));
      if (violations.length > 0) {
        own(`${paint(['red', 'bold'], '✖ contract')} ${paint('bold', `${entry.method} ${entry.path}`)} → ${status}: ${paint('red', whatBroke(violations, { most: MESSAGES_ON_A_LINE }))}`);
      }
      if (everyCall) own(`${paint('dim', clock(entry.time))} ${entry.method} ${entry.path} ${status} ${entry.ms} ms ${paint('dim', entry.who)}`);
    },
  };
}
