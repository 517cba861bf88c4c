import { build } from 'vite';
const out = {};
await build({ logLevel: 'error', build: { outDir: '/tmp/distsz', emptyOutDir: true, write: true }, plugins: [{ name: 'dump', generateBundle(_, bundle) {
  for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.fileName.startsWith('assets/' + (process.argv[2] || 'index-'))) {
    for (const [id, m] of Object.entries(c.modules)) {
      const key = id.replace(/.*node_modules\//, '~').replace(/.*\/src\//, 'src/');
      if (key.includes(process.argv[3] || '')) out[key] = (out[key] || 0) + m.renderedLength;
    }
  }
} }] });
const rows = Object.entries(out).sort((a, b) => b[1] - a[1]);
console.log('total', rows.reduce((a, [, v]) => a + v, 0));
for (const [k, v] of rows.slice(0, Number(process.argv[4] || 80))) console.log(String(v).padStart(8), k);
