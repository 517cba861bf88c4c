// How the API has been answering the server lately: for /readyz, and so that a hung API costs
// one wait, not one per page. After a few calls in a row ran out of time, the API is taken as down
// for a few seconds: calls then fail at once (a page answers its 503 in milliseconds instead of
// holding a socket for seconds), and one call at a time is let through to find it back.

const OPEN_AFTER_TIMEOUTS = 3;
const OPEN_FOR_MS = 5000;
/** /readyz: the API answered a call within this… */
const QUICK_MS = 1000;
/** …this recently. */
const LATELY_MS = 10_000;

let timeoutsInARow = 0;
let openUntil = 0;
let trying = false;
let lastQuickAnswerAt = 0;

export class ApiDown extends Error {
  constructor() {
    super('The API is not answering; not called');
    this.name = 'ApiDown';
  }
}

/** Whether a call may go now; a call let through while the API is down is the one that tries. */
export function mayCall(now = Date.now()): boolean {
  if (timeoutsInARow < OPEN_AFTER_TIMEOUTS) return true;
  if (now < openUntil || trying) return false;
  trying = true;
  return true;
}

/** The API answered after `ms`: well (a success or the caller's error) or not (5xx, not JSON). */
export function answered(ms: number, well: boolean, now = Date.now()): void {
  timeoutsInARow = 0;
  trying = false;
  if (well && ms <= QUICK_MS) lastQuickAnswerAt = now;
}

/** A call ran out of time or could not connect. */
export function failed(timedOut: boolean, now = Date.now()): void {
  trying = false;
  if (!timedOut) return;
  timeoutsInARow++;
  if (timeoutsInARow >= OPEN_AFTER_TIMEOUTS) openUntil = now + OPEN_FOR_MS;
}

/** The API answered a call within a second lately. */
export const answeredLately = (now = Date.now()): boolean => now - lastQuickAnswerAt <= LATELY_MS;

/** The circuit, for /metrics: calls go (closed), fail at once (open), or the next one tries (half_open). */
export function circuitState(now = Date.now()): 'closed' | 'open' | 'half_open' {
  if (timeoutsInARow < OPEN_AFTER_TIMEOUTS) return 'closed';
  return now < openUntil ? 'open' : 'half_open';
}
