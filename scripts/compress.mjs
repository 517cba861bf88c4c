// The build's assets compressed once, beside them (.br, .gz), for nginx's brotli_static and
// gzip_static: the strongest compression without spending a request's time on it.
//   node scripts/compress.mjs [dist]      (npm run build runs it)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

export function compressAssets(outDir) {
  const assets = path.join(outDir, 'client', 'assets');
  for (const name of readdirSync(assets).filter((file) => COMPRESSIBLE.test(file))) {
    const file = path.join(assets, name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) compressAssets(process.argv[2] ?? 'dist');
