// A request that breaks the contract (no token where one is needed, a body or query the schemas
// refuse) never reaches the memory: Prism's proxy refuses it with a problem+json of its own, a
// shape the contract does not describe and the app cannot read. The front server turns that
// refusal into what the contract's backend answers: the 401 example in the caller's language, or a
// Laravel-style 422 (ValidationError) whose `errors` name each field Prism found wrong.
import { localized } from './memory/texts.mjs';

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

/** True for Prism's own refusal of an invalid request (not an answer of the memory). */
export function isPrismRefusal(status, contentType) {
  return (status === 401 || status === 422) && String(contentType).startsWith('application/problem+json');
}

/** The field a validation names: `body.quantity`, or the property a `required` message names. */
function fieldOf({ location = [], code, message }) {
  const required = code === 'required' && /required property '([^']+)'/.exec(message);
  const path = [...location.slice(1), ...(required ? [required[1]] : [])];
  return path.length ? path.join('.') : location[0] ?? 'request';
}

/**
 * The contract's answer for Prism's refusal `problem` ({type, validation}), in `lang`:
 * `{status, body}`, or null when it is not a refusal this knows.
 */
export function contractAnswerFor(problem, lang) {
  if (problem?.type === `${PRISM_ERRORS}UNAUTHORIZED`) {
    return { status: 401, body: localized('/carts', 'get', 401, 'lang', lang) };
  }
  if (problem?.type === `${PRISM_ERRORS}UNPROCESSABLE_ENTITY`) {
    const errors = {};
    for (const validation of problem.validation ?? []) (errors[fieldOf(validation)] ??= []).push(validation.message);
    // The generic "the given data was invalid" of the contract's 422 examples.
    const { message } = localized('/user/auth/login', 'post', 422, 'lang', lang);
    return { status: 422, body: { status: false, message, errors } };
  }
  return null;
}

/** Prism's problems that say the request broke the contract: no such path or method, a content type it does not take. */
const REQUEST_PROBLEMS = new Set(['NO_PATH_MATCHED_ERROR', 'NO_METHOD_MATCHED_ERROR', 'INVALID_CONTENT_TYPE'].map((type) => PRISM_ERRORS + type));

/**
 * What Prism's problem `problem` says the request broke, as violations `{location, severity,
 * message}` (those of the sl-violations header). None for a call without the token it needs: its
 * 401 is an answer the contract describes, not a broken contract.
 */
export function requestViolationsOf(problem) {
  if (problem?.type === `${PRISM_ERRORS}UNPROCESSABLE_ENTITY`) {
    return (problem.validation ?? []).map(({ location = [], severity, message }) => ({ location: ['request', ...location], severity, message }));
  }
  if (REQUEST_PROBLEMS.has(problem?.type)) return [{ location: ['request'], severity: 'Error', message: problem.detail ?? problem.title }];
  return [];
}
