// In the browser the app reaches the API through nginx and signs in through the store's own
// server: nginx turns the HttpOnly jwt cookie into the Authorization and JWT headers (and clears it
// on a 401), and the store's server answers /session/… (src/server/session.ts), keeping the token
// in that cookie. jsdom has neither, so the component tests put the same steps in the page's
// fetch and XMLHttpRequest: the real session code answers /session/…, and the cookie jar is
// jsdom's (documentCookies.ts; a browser would keep it HttpOnly).
import { createSessionAnswerer } from '../../src/server/session';
import { apiClient, API_BASE } from '../../src/shared/api';
import { getCookie, removeCookie, setCookie } from './documentCookies';

const answerSession = createSessionAnswerer(apiClient);
const pageFetch = globalThis.fetch;

/** The browser keeps what the store's server set: the session cookie, or its removal. */
function keepCookies(response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (name !== 'jwt') continue;
    if (/Max-Age=0/i.test(cookie)) removeCookie('jwt');
    else setCookie('jwt', decodeURIComponent(value!));
  }
}

/** nginx's part: the token from the cookie, as the contract's two headers. */
function withToken(headers: Headers): string | undefined {
  const token = getCookie('jwt');
  headers.delete('Authorization');
  headers.delete('JWT');
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('JWT', token);
  }
  return token;
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin === location.origin && url.pathname.startsWith('/session/')) {
    const answer = await answerSession(request, { origin: location.origin, outcome: {} });
    if (answer) keepCookies(answer);
    return answer ?? new Response(null, { status: 404 });
  }
  if (!request.url.startsWith(API_BASE)) return pageFetch(request);
  const token = withToken(request.headers);
  const response = await pageFetch(request);
  if (response.status === 401 && token) removeCookie('jwt');
  return response;
};

// The multipart uploads go by XMLHttpRequest (sdk/upload.ts): the same headers on their way.
const send = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function sendWithToken(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
  const token = getCookie('jwt');
  if (token) {
    this.setRequestHeader('Authorization', `Bearer ${token}`);
    this.setRequestHeader('JWT', token);
  }
  return send.call(this, body);
};
