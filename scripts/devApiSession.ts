import type { IncomingMessage } from 'node:http';
import { parse } from 'cookie-es';
import type { Plugin, ProxyOptions } from 'vite';
import { isCrossSiteWrite } from '../src/server/crossSite.ts';

// In development, the dev server stands where nginx stands in production
// (deploy/nginx.conf.template) between the browser and /api/v1: the shopper's token, in the
// HttpOnly cookie no script reads, becomes the Authorization and JWT headers the contract wants;
// another site's writes are refused; a 401 to the token clears the cookie. So the app signs in and
// calls the API in development as in production.

const API = '/api/v1/';

function tokenOf(request: IncomingMessage): string | undefined {
  return parse(request.headers.cookie ?? '').jwt || undefined;
}

/** The dev server's part: before its proxy sends a call on. */
export function devApiSession(): Plugin {
  return {
    name: 'dev-api-session',
    apply: 'serve',
    configureServer(server) {
      // Middlewares added here run before Vite's own, its proxy among them.
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(API)) return next();
        const source = { method: request.method ?? 'GET', origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] as string | undefined, host: request.headers.host };
        if (isCrossSiteWrite(source)) {
          response.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Forbidden"}');
          return;
        }
        const token = tokenOf(request);
        delete request.headers.authorization;
        delete request.headers.jwt;
        if (token) {
          request.headers.authorization = `Bearer ${token}`;
          request.headers.jwt = token;
        }
        next();
      });
    },
  };
}

/** The proxy of /api/v1: a 401 to a call that carried the shopper's token clears the cookie. */
export const apiProxy = (target: string): ProxyOptions => ({
  target,
  changeOrigin: true,
  configure: (proxy) =>
    proxy.on('proxyRes', (answer, request) => {
      if (answer.statusCode === 401 && tokenOf(request)) answer.headers['set-cookie'] = ['jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'];
    }),
});
