// node mocks/media/draw-extra.mjs: draws the catalogue's pictures that came after
// scripts/generate-media.mjs (which also draws the app's assets and videos, with ffmpeg): the rings,
// their category, and the second pictures of the pearl earrings and the rope chain, so the product
// page's gallery has something to show. Same way, same look: an SVG drawn here, rendered to WebP
// with sharp, nothing downloaded; re-running it rewrites the same files.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Gold by karat (scripts/generate-media.mjs's palette): highlight, light, mid, deep, dark. */
const GOLD = {
  21: { hi: '#fff0c8', light: '#f1c873', mid: '#d49b3b', deep: '#9f6a25', dark: '#583710' },
  18: { hi: '#fff8e0', light: '#efdb9e', mid: '#d3b365', deep: '#9c7d3c', dark: '#54401a' },
};

const r1 = (v) => Math.round(v * 10) / 10;
const TAU = Math.PI * 2;
const onEllipse = (cx, cy, rx, ry, a) => [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];

/** The cream studio backdrop, a soft blur, and the karat's gradients: g (diagonal), gV, gR (round). */
function picture(k, body, { size = 800 } = {}) {
  const c = GOLD[k];
  const stops = (list) => list.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join('');
  const defs =
    `<radialGradient id="bg" cx=".5" cy=".4" r=".78">${stops([[0, '#fffaf1'], [0.55, '#f6ecd9'], [1, '#e8d5b0']])}</radialGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">${stops([[0, c.light], [0.28, c.hi], [0.5, c.mid], [0.78, c.deep], [1, c.mid]])}</linearGradient>` +
    `<linearGradient id="gV" x1="0" y1="0" x2="0" y2="1">${stops([[0, c.hi], [0.3, c.light], [0.65, c.mid], [1, c.deep]])}</linearGradient>` +
    `<radialGradient id="gR" cx=".36" cy=".3" r=".8">${stops([[0, c.hi], [0.3, c.light], [0.68, c.mid], [1, c.deep]])}</radialGradient>` +
    `<radialGradient id="pearl" cx=".36" cy=".3" r=".78">${stops([[0, '#ffffff'], [0.3, '#f8f3ea'], [0.7, '#e4d9c8'], [1, '#bfae97']])}</radialGradient>` +
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>` +
    `<filter id="soft2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800"><defs>${defs}</defs><rect width="800" height="800" fill="url(#bg)"/>${body}</svg>`;
}

const shadow = (cx, cy, rx, ry, o = 0.3) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#4a3410" opacity="${o}" filter="url(#soft)"/>`;

/** A four-pointed glint. */
const glint = (x, y, s, o = 0.95) =>
  `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="#fffdf3" opacity="${o}"/>`;

/** A ring band (a tube along an ellipse), shaded by strokes, with an optional engraving. */
function band({ cx, cy, rx, ry, t, k, engraved = false }) {
  const c = GOLD[k];
  const e = (attrs) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" ${attrs}/>`;
  let s = e(`stroke="${c.dark}" stroke-width="${t + 4}"`) + e(`stroke="url(#g)" stroke-width="${t}"`);
  s += e(`stroke="${c.hi}" stroke-width="${r1(t * 0.18)}" opacity=".55"`);
  // The hand-engraved pattern: small diagonal cuts around the band.
  if (engraved) s += e(`stroke="${c.dark}" stroke-width="${r1(t * 0.5)}" stroke-dasharray="3 14" opacity=".45"`);
  return s;
}

/** Two strands twisted along an ellipse: small tilted ovals, one strand's then the other's. */
function twisted({ cx, cy, rx, ry, t, k }) {
  const c = GOLD[k];
  let s = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${c.dark}" stroke-width="${t + 4}"/>`;
  const n = 46;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * TAU;
    const [x, y] = onEllipse(cx, cy, rx, ry, a);
    const along = (Math.atan2(ry * Math.cos(a), -rx * Math.sin(a)) * 180) / Math.PI;
    s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(t * 0.62)}" ry="${r1(t * 0.3)}" transform="rotate(${r1(along + (i % 2 ? 50 : -50))} ${r1(x)} ${r1(y)})" fill="url(#gV)" stroke="${c.deep}" stroke-width="1.5"/>`;
  }
  return s;
}

/** A round diamond seen from the side, or from above (`top`). */
function diamond(x, y, s, { top = false } = {}) {
  const face = `fill="#eef4f7" stroke="#8d9ea8" stroke-width="2" stroke-linejoin="round"`;
  if (top) {
    const ring = (r, turn) => Array.from({ length: 8 }, (_, i) => onEllipse(x, y, r, r, (i / 8) * TAU + turn).map(r1).join(',')).join(' ');
    return `<polygon points="${ring(s, 0)}" ${face}/><polygon points="${ring(s * 0.55, Math.PI / 8)}" fill="#ffffff" stroke="#9fb0ba" stroke-width="1.5"/>` + glint(x - s * 0.3, y - s * 0.3, s * 0.5);
  }
  const p = [[x - s * 0.55, y - s * 0.45], [x + s * 0.55, y - s * 0.45], [x + s, y], [x, y + s * 0.9], [x - s, y]];
  return `<polygon points="${p.map((q) => q.map(r1).join(',')).join(' ')}" ${face}/><line x1="${x - s}" y1="${y}" x2="${x + s}" y2="${y}" stroke="#9fb0ba" stroke-width="1.5"/>` + glint(x - s * 0.25, y - s * 0.3, s * 0.45);
}

/** Four claws holding a stone above a band's top. */
const claws = (x, y, s, k) =>
  [-0.6, -0.2, 0.2, 0.6].map((f) => `<line x1="${r1(x + f * s)}" y1="${r1(y + s * 0.9)}" x2="${r1(x + f * s * 1.2)}" y2="${r1(y - s * 0.2)}" stroke="${GOLD[k].deep}" stroke-width="7" stroke-linecap="round"/>`).join('');

/** A pearl with its gold cap. */
function pearl(x, y, r, k) {
  const c = GOLD[k];
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#pearl)"/>` +
    `<ellipse cx="${r1(x - r * 0.3)}" cy="${r1(y - r * 0.38)}" rx="${r1(r * 0.2)}" ry="${r1(r * 0.13)}" fill="#fff" opacity=".95" filter="url(#soft2)"/>` +
    `<path d="M${x - r * 0.45} ${y - r * 0.85}Q${x} ${y - r * 1.15} ${x + r * 0.45} ${y - r * 0.85}L${x + r * 0.2} ${y - r * 1.05}L${x - r * 0.2} ${y - r * 1.05}Z" fill="url(#gR)" stroke="${c.dark}" stroke-width="3"/>` +
    `<path d="M${x} ${y - r * 1.05}C${x - 10} ${y - r * 1.6} ${x + 60} ${y - r * 2.1} ${x + 110} ${y - r * 1.9}" fill="none" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x} ${y - r * 1.05}C${x - 10} ${y - r * 1.6} ${x + 60} ${y - r * 2.1} ${x + 110} ${y - r * 1.9}" fill="none" stroke="${c.mid}" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** A stretch of rope chain, close: twisted links along a curve. */
function rope(k) {
  const c = GOLD[k];
  let s = '';
  for (let i = 0; i < 30; i++) {
    const f = i / 29;
    const x = 110 + f * 580;
    const y = 600 - 400 * f;
    // Each link is a ring crossing the chain's line at a slant, over the one before: the twist.
    const link = (attrs) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="50" ry="24" transform="rotate(40 ${r1(x)} ${r1(y)})" fill="none" ${attrs}/>`;
    s += link(`stroke="${c.dark}" stroke-width="17"`) + link(`stroke="url(#gV)" stroke-width="12"`) + link(`stroke="${c.hi}" stroke-width="3" opacity=".8"`);
  }
  return s;
}

const PRODUCTS = {
  // 113, the engraved wedding ring: lying down, standing, and in its box.
  'engraved-ring': () => picture(21, shadow(410, 560, 260, 50) + band({ cx: 400, cy: 430, rx: 240, ry: 110, t: 46, k: 21, engraved: true }) + glint(230, 380, 22) + glint(580, 500, 12, 0.8)),
  'engraved-ring-side': () => picture(21, shadow(400, 690, 200, 30) + band({ cx: 400, cy: 400, rx: 230, ry: 260, t: 52, k: 21, engraved: true }) + glint(250, 260, 24)),
  'engraved-ring-box': () =>
    picture(
      21,
      shadow(400, 660, 300, 50, 0.4) +
        `<rect x="130" y="300" width="540" height="360" rx="30" fill="#7a1f2b" stroke="#4d1019" stroke-width="6"/>` +
        `<ellipse cx="400" cy="420" rx="220" ry="90" fill="#5e1420"/>` +
        band({ cx: 400, cy: 400, rx: 150, ry: 170, t: 38, k: 21, engraved: true }) +
        `<rect x="130" y="470" width="540" height="190" rx="24" fill="#8c2533" stroke="#4d1019" stroke-width="6"/>` +
        glint(300, 300, 20),
    ),
  // 114, the diamond solitaire: three-quarter view, and from above.
  'solitaire-ring': () => picture(18, shadow(410, 600, 240, 46) + band({ cx: 400, cy: 470, rx: 220, ry: 95, t: 30, k: 18 }) + claws(400, 300, 70, 18) + diamond(400, 300, 78) + glint(600, 470, 14, 0.8)),
  'solitaire-ring-top': () => picture(18, `<circle cx="412" cy="418" r="250" fill="none" stroke="#4a3410" stroke-width="40" opacity=".25" filter="url(#soft)"/>` + band({ cx: 400, cy: 400, rx: 250, ry: 250, t: 34, k: 18 }) + `<circle cx="400" cy="150" r="74" fill="url(#gR)" stroke="${GOLD[18].dark}" stroke-width="4"/>` + diamond(400, 150, 60, { top: true })),
  // 115, the twisted ring: lying down, and standing.
  'twisted-ring': () => picture(21, shadow(410, 560, 250, 48) + twisted({ cx: 400, cy: 430, rx: 230, ry: 105, t: 44, k: 21 }) + glint(240, 390, 20)),
  'twisted-ring-side': () => picture(21, shadow(400, 690, 190, 30) + twisted({ cx: 400, cy: 400, rx: 220, ry: 250, t: 48, k: 21 }) + glint(560, 250, 18)),
  // The second pictures of 106 and 108: close, to see the pearl and the twist.
  'pearl-earrings-detail': () => picture(18, shadow(420, 690, 200, 36) + pearl(380, 470, 190, 18) + glint(300, 380, 16, 0.7)),
  'rope-chain-detail': () => picture(21, `<path d="M120 640 L700 240" stroke="#4a3410" stroke-width="70" opacity=".25" filter="url(#soft)"/>` + rope(21) + glint(250, 470, 20)),
};

const CATEGORIES = {
  // Rings, a sub-category of Jewellery: a band and a solitaire together.
  rings: () =>
    picture(
      21,
      `<circle cx="400" cy="400" r="330" fill="#fffaf0" opacity=".55"/>` +
        shadow(400, 600, 260, 44) +
        band({ cx: 330, cy: 480, rx: 170, ry: 80, t: 36, k: 21, engraved: true }) +
        band({ cx: 480, cy: 440, rx: 150, ry: 66, t: 22, k: 21 }) +
        claws(480, 330, 52, 21) +
        diamond(480, 330, 58) +
        glint(210, 450, 18),
      { size: 400 },
    ),
};

async function webp(file, svg) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(file);
  const { width, height } = await sharp(file).metadata();
  console.log(`${(statSync(file).size / 1024).toFixed(1).padStart(6)} KB  ${width}×${height}  ${path.relative(here, file)}`);
}

for (const [slug, draw] of Object.entries(PRODUCTS)) await webp(path.join(here, 'products', `${slug}.webp`), draw());
for (const [slug, draw] of Object.entries(CATEGORIES)) await webp(path.join(here, 'categories', `${slug}.webp`), draw());
