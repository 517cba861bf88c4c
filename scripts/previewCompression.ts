import compression from 'compression';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css)$/;

/**
 * `vite preview` serves the build uncompressed; a real host sends the hashed assets brotli-compressed
 * once at build time (quality 11), and compresses the rest on the fly. This does the same, so the
 * browser tests and `npm run perf` (Lighthouse) download what a shopper would:
 * - the build writes `name.br` and `name.gz` beside every script and stylesheet in `assets/` (nginx
 *   sends them as they are: deploy/nginx.conf.template);
 * - preview sends that file to a browser that accepts brotli, with a year-long cache;
 * - everything else (the HTML, the mock's answers through the proxy) is gzipped on the fly.
 */
export function previewCompression(): Plugin {
  return {
    name: 'preview-compression',
    // Once the files are written, so every placeholder in them has been filled in.
    writeBundle({ dir = '' }, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const file = path.join(dir, fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?')[0] ?? '';
        const compressedFile = path.join(outDir, `${pathname}.br`);
        const acceptsBrotli = /\bbr\b/.test(String(request.headers['accept-encoding']));
        if (!pathname.startsWith('/assets/') || !COMPRESSIBLE.test(pathname) || !acceptsBrotli || !existsSync(compressedFile)) {
          return next();
        }
        response.setHeader('Content-Type', contentType(pathname));
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        response.end(readFileSync(compressedFile));
      });
      // Express's types, connect's server.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
    },
  };
}

function contentType(pathname: string): string {
  return pathname.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
}
