// node scripts/generate-media.mjs: draws every image and video the store and its mock need.
//
// Nothing is downloaded: each picture is an SVG drawn here, rendered to WebP with sharp; the two
// videos are layered from rendered stills with ffmpeg (which must be on the PATH). Re-running it
// rewrites the same files, so the script is safe to run any time.
//
//   mocks/media/…  the catalogue's pictures that the mock server serves under /media/…
//   public/…       the app's own assets (logo, favicon, the installed app's icons, flags, default
//                  avatars, banners, video)
//
//   node scripts/generate-media.mjs icons    only the installed app's icons (public/icons/)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOCK = path.join(root, 'mocks', 'media');
const PUBLIC = path.join(root, 'public');

// ───────────────────────────── palette and small helpers ─────────────────────────────

const BROWN = '#685122';
const BROWN_DARK = '#3d2e12';
const CREAM = '#f8f1e3';

/** Gold by karat: highlight, light, mid, deep, dark. 24K is the richest yellow, 18K the palest. */
const GOLD = {
  24: { hi: '#fff6cf', light: '#f6d77a', mid: '#dcae3e', deep: '#a87a22', dark: '#5c3f0e' },
  21: { hi: '#fff0c8', light: '#f1c873', mid: '#d49b3b', deep: '#9f6a25', dark: '#583710' },
  18: { hi: '#fff8e0', light: '#efdb9e', mid: '#d3b365', deep: '#9c7d3c', dark: '#54401a' },
};

const r1 = (v) => Math.round(v * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const deg = (rad) => (rad * 180) / Math.PI;

let uid = 0;
const id = (name) => `${name}${++uid}`;

/** A small seeded PRNG, so that "random" sparkles and bokeh are the same on every run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svgDoc(w, h, defs, body, viewBox = `0 0 ${w} ${h}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><defs>${defs}</defs>${body}</svg>`;
}

/** Gradients for one karat of gold, under the prefix p: p (diagonal), pV, pH (tube), pR, pK. */
function goldDefs(k, p = 'g') {
  const c = GOLD[k];
  const stops = (list) => list.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join('');
  return (
    `<linearGradient id="${p}" x1="0" y1="0" x2="1" y2="1">${stops([[0, c.light], [0.28, c.hi], [0.5, c.mid], [0.78, c.deep], [1, c.mid]])}</linearGradient>` +
    `<linearGradient id="${p}V" x1="0" y1="0" x2="0" y2="1">${stops([[0, c.hi], [0.3, c.light], [0.65, c.mid], [1, c.deep]])}</linearGradient>` +
    `<linearGradient id="${p}H" x1="0" y1="0" x2="1" y2="0">${stops([[0, c.deep], [0.14, c.mid], [0.38, c.hi], [0.55, c.light], [0.82, c.mid], [1, c.dark]])}</linearGradient>` +
    `<radialGradient id="${p}R" cx=".36" cy=".3" r=".8">${stops([[0, c.hi], [0.3, c.light], [0.68, c.mid], [1, c.deep]])}</radialGradient>` +
    `<linearGradient id="${p}K" x1="0" y1="0" x2="0" y2="1">${stops([[0, c.deep], [1, c.dark]])}</linearGradient>` +
    `<linearGradient id="${p}T" x1="0" y1="0" x2="1" y2="1">${stops([[0, c.light], [0.2, c.hi], [0.42, c.light], [0.62, c.mid], [0.82, c.deep], [1, c.light]])}</linearGradient>`
  );
}

const FILTERS =
  `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>` +
  `<filter id="soft6" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
  `<filter id="soft2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>`;

/** The cream "studio" backdrop of the product shots. */
function studioBg(w, h, { warm = false } = {}) {
  const gid = id('bg');
  const [a, b, c] = warm ? ['#fdf6e6', '#f3e2bf', '#e2c795'] : ['#fffaf1', '#f6ecd9', '#e8d5b0'];
  return {
    defs: `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${w / 2}" cy="${h * 0.4}" r="${Math.max(w, h) * 0.78}"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${gid})"/>`,
  };
}

const shadow = (cx, cy, rx, ry, o = 0.32, f = 'soft') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#4a3410" opacity="${o}" filter="url(#${f})"/>`;

/** A four-pointed glint. */
const glint = (x, y, s, o = 0.95) =>
  `<path d="M${r1(x)} ${r1(y - s)}Q${r1(x)} ${r1(y)} ${r1(x + s)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y + s)}Q${r1(x)} ${r1(y)} ${r1(x - s)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y - s)}Z" fill="#fffdf3" opacity="${o}"/>`;

function starPoints(cx, cy, R, r, n, rot = -90) {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const rad = i % 2 ? r : R;
    out.push([cx + rad * Math.cos(a), cy + rad * Math.sin(a)]);
  }
  return pts(out);
}

const heartPath = (x, y, s) =>
  `M${r1(x)} ${r1(y + s * 0.9)}C${r1(x - s * 1.5)} ${r1(y + s * 0.05)} ${r1(x - s * 0.75)} ${r1(y - s * 0.95)} ${r1(x)} ${r1(y - s * 0.3)}C${r1(x + s * 0.75)} ${r1(y - s * 0.95)} ${r1(x + s * 1.5)} ${r1(y + s * 0.05)} ${r1(x)} ${r1(y + s * 0.9)}Z`;

/** A shape engraved into metal: its dark cut and, just below-right, the lit lower lip. */
function engrave(shape, c, { fill = false, w = 3, o = 0.6 } = {}) {
  const attrs = (col, op) =>
    fill
      ? `fill="${col}" fill-opacity="${op}"`
      : `fill="none" stroke="${col}" stroke-width="${w}" stroke-opacity="${op}" stroke-linecap="round" stroke-linejoin="round"`;
  return `<g transform="translate(1.6 1.6)">${shape(attrs(c.hi, 0.9))}</g>${shape(attrs(c.dark, o))}`;
}

/** Points spaced evenly by arc length along a parametric curve, with the tangent angle (deg). */
function alongCurve(fn, t0, t1, spacing, steps = 3000) {
  const dense = [];
  for (let i = 0; i <= steps; i++) dense.push(fn(t0 + ((t1 - t0) * i) / steps));
  const out = [];
  let carry = 0;
  for (let i = 1; i < dense.length; i++) {
    const [x0, y0] = dense[i - 1];
    const [x1, y1] = dense[i];
    const seg = Math.hypot(x1 - x0, y1 - y0);
    const ang = deg(Math.atan2(y1 - y0, x1 - x0));
    let d = spacing - carry;
    while (d <= seg) {
      const f = d / seg;
      out.push({ x: x0 + (x1 - x0) * f, y: y0 + (y1 - y0) * f, a: ang });
      d += spacing;
    }
    carry = seg - (d - spacing);
  }
  return out;
}

const polyPath = (fn, t0, t1, steps = 120) => {
  const p = [];
  for (let i = 0; i <= steps; i++) p.push(fn(t0 + ((t1 - t0) * i) / steps));
  return 'M' + p.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L');
};

// ───────────────────────────── jewellery pieces (drawing functions) ─────────────────────────────

/** A cast bar seen from above: sloped sides around a flat stamped top. */
function castBar({ cx, cy, w, h, b, k = 24, p = 'g', stamp = true, rot = 0 }) {
  const c = GOLD[k];
  const x0 = cx - w / 2, x1 = cx + w / 2, y0 = cy - h / 2, y1 = cy + h / 2;
  const ix0 = x0 + b, ix1 = x1 - b, iy0 = y0 + b * 0.55, iy1 = y1 - b * 1.3;
  const iw = ix1 - ix0, ih = iy1 - iy0;
  const clip = id('bar');
  let s = `<g transform="rotate(${rot} ${cx} ${cy})">`;
  s += `<polygon points="${pts([[x0, y0], [x1, y0], [x1, y1], [x0, y1]])}" fill="${c.dark}" stroke="${c.dark}" stroke-width="6" stroke-linejoin="round"/>`;
  s += `<polygon points="${pts([[x0, y0], [x1, y0], [ix1, iy0], [ix0, iy0]])}" fill="${c.light}"/>`;
  s += `<polygon points="${pts([[x0, y0], [ix0, iy0], [ix0, iy1], [x0, y1]])}" fill="url(#${p}V)"/>`;
  s += `<polygon points="${pts([[x1, y0], [x1, y1], [ix1, iy1], [ix1, iy0]])}" fill="url(#${p}K)"/>`;
  s += `<polygon points="${pts([[x0, y1], [ix0, iy1], [ix1, iy1], [x1, y1]])}" fill="${c.deep}"/>`;
  s += `<clipPath id="${clip}"><rect x="${ix0}" y="${iy0}" width="${iw}" height="${ih}"/></clipPath>`;
  s += `<rect x="${ix0}" y="${iy0}" width="${iw}" height="${ih}" fill="url(#${p})"/>`;
  s += `<g clip-path="url(#${clip})"><polygon points="${pts([[ix0 + iw * 0.15, iy0], [ix0 + iw * 0.42, iy0], [ix0 + iw * 0.2, iy1], [ix0 - iw * 0.07, iy1]])}" fill="#fff" opacity=".22"/>`;
  s += `<polygon points="${pts([[ix0 + iw * 0.5, iy0], [ix0 + iw * 0.56, iy0], [ix0 + iw * 0.34, iy1], [ix0 + iw * 0.28, iy1]])}" fill="#fff" opacity=".18"/></g>`;
  // the rims catch the light
  s += `<polyline points="${pts([[ix0, iy1], [ix0, iy0], [ix1, iy0]])}" fill="none" stroke="${c.hi}" stroke-width="2.5" opacity=".9"/>`;
  s += `<polyline points="${pts([[ix1, iy0], [ix1, iy1], [ix0, iy1]])}" fill="none" stroke="${c.dark}" stroke-width="2" opacity=".35"/>`;
  if (stamp) s += barStamp(cx, iy0, iw, ih, c, Math.min(iw, ih));
  return s + '</g>';
}

/** Stamped marks of a bar: the refiner's seal, the karat and weight, the fineness and serial. */
function barStamp(cx, top, iw, ih, c, unit, { vertical = false } = {}) {
  let s = '';
  const ey = top + ih * (vertical ? 0.2 : 0.3);
  const er = unit * (vertical ? 0.16 : 0.17);
  s += engrave((a) => `<circle cx="${r1(cx)}" cy="${r1(ey)}" r="${r1(er)}" ${a}/>`, c, { w: Math.max(2, unit * 0.018) });
  s += engrave((a) => `<polygon points="${starPoints(cx, ey, er * 0.66, er * 0.3, 8, -90)}" ${a}/>`, c, { fill: true, o: 0.45 });
  // "digits" of the weight: chunky rounded blocks, and a thin bar for the unit
  const dy = top + ih * (vertical ? 0.46 : 0.6);
  const dh = unit * 0.16;
  const dw = unit * 0.085;
  const n = 3;
  const gap = dw * 0.45;
  const totalW = n * dw + (n - 1) * gap + dw * 1.4;
  let x = cx - totalW / 2;
  for (let i = 0; i < n; i++) {
    const xx = x;
    s += engrave((a) => `<rect x="${r1(xx)}" y="${r1(dy - dh / 2)}" width="${r1(dw)}" height="${r1(dh)}" rx="${r1(dw * 0.45)}" ${a}/>`, c, { w: Math.max(2, unit * 0.02) });
    x += dw + gap;
  }
  const ux = x + gap * 0.6;
  s += engrave((a) => `<rect x="${r1(ux)}" y="${r1(dy)}" width="${r1(dw * 0.8)}" height="${r1(dh / 2)}" rx="${r1(dw * 0.35)}" ${a}/>`, c, { w: Math.max(2, unit * 0.02) });
  // the fineness line and the serial number
  const ly = top + ih * (vertical ? 0.66 : 0.83);
  s += engrave((a) => `<line x1="${r1(cx - iw * 0.26)}" y1="${r1(ly)}" x2="${r1(cx + iw * 0.26)}" y2="${r1(ly)}" ${a}/>`, c, { w: Math.max(2, unit * 0.03) });
  if (vertical) {
    const sy = top + ih * 0.8;
    for (let i = 0; i < 6; i++) {
      const sx = cx - iw * 0.3 + (i * iw * 0.6) / 5;
      s += engrave((a) => `<rect x="${r1(sx - unit * 0.018)}" y="${r1(sy)}" width="${r1(unit * 0.036)}" height="${r1(unit * 0.07)}" rx="${r1(unit * 0.015)}" ${a}/>`, c, { fill: true, o: 0.4 });
    }
  }
  return s;
}

/** A minted (pressed) bar: a thin, rounded plate with a bevelled frame. */
function mintBar({ cx, cy, w, h, k = 24, p = 'g', rot = 0, thick = 14 }) {
  const c = GOLD[k];
  const x = cx - w / 2, y = cy - h / 2, r = Math.min(w, h) * 0.07;
  const clip = id('mint');
  let s = `<g transform="rotate(${rot} ${cx} ${cy})">`;
  s += `<rect x="${x + thick * 0.55}" y="${y + thick}" width="${w}" height="${h}" rx="${r}" fill="url(#${p}K)"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${p})" stroke="${c.deep}" stroke-width="2"/>`;
  const inset = Math.min(w, h) * 0.07;
  s += engrave((a) => `<rect x="${r1(x + inset)}" y="${r1(y + inset)}" width="${r1(w - 2 * inset)}" height="${r1(h - 2 * inset)}" rx="${r1(r * 0.6)}" ${a}/>`, c, { w: 3 });
  s += `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>`;
  s += `<g clip-path="url(#${clip})"><polygon points="${pts([[x + w * 0.05, y - 10], [x + w * 0.5, y - 10], [x - w * 0.1, y + h * 0.75], [x - w * 0.5, y + h * 0.75]])}" fill="#fff" opacity=".2"/>`;
  s += `<polygon points="${pts([[x + w * 0.72, y - 10], [x + w * 0.8, y - 10], [x + w * 0.2, y + h + 10], [x + w * 0.12, y + h + 10]])}" fill="#fff" opacity=".14"/></g>`;
  s += barStamp(cx, y + inset, w - 2 * inset, h - 2 * inset, c, Math.min(w, h) * 1.05, { vertical: h > w });
  return s + '</g>';
}

/** A coin seen face-on (optionally squashed into perspective, with its thickness showing). */
function coin({ cx, cy, r, k = 24, p = 'g', design = 'star', tilt = 1, rot = 0, thick = 0 }) {
  const c = GOLD[k];
  const clip = id('coin');
  let s = `<g transform="translate(${cx} ${cy}) rotate(${rot}) scale(1 ${tilt})">`;
  const t = thick || r * 0.06;
  const layers = Math.max(2, Math.round(t / tilt / 3));
  for (let i = layers; i >= 1; i--) {
    const off = (t / tilt) * (i / layers);
    s += `<circle cx="0" cy="${r1(off)}" r="${r}" fill="${i === layers ? c.dark : c.deep}"/>`;
  }
  s += `<circle cx="0" cy="${r1(t / tilt)}" r="${r}" fill="none" stroke="${c.mid}" stroke-width="${r1(r * 0.03)}" stroke-dasharray="2 4" opacity=".7"/>`;
  s += `<circle r="${r}" fill="url(#${p}R)"/>`;
  s += `<circle r="${r1(r - r * 0.02)}" fill="none" stroke="${c.deep}" stroke-width="${r1(r * 0.04)}"/>`;
  s += `<circle r="${r1(r * 0.88)}" fill="none" stroke="${c.hi}" stroke-width="${r1(r * 0.02)}" transform="translate(1.5 1.5)"/>`;
  s += `<circle r="${r1(r * 0.88)}" fill="none" stroke="${c.dark}" stroke-width="${r1(r * 0.02)}" opacity=".55"/>`;
  // ring of beads
  const beads = 60;
  for (let i = 0; i < beads; i++) {
    const a = (i / beads) * Math.PI * 2;
    s += `<circle cx="${r1(Math.cos(a) * r * 0.8)}" cy="${r1(Math.sin(a) * r * 0.8)}" r="${r1(r * 0.014)}" fill="${c.deep}" opacity=".7"/>`;
  }
  if (design === 'star') {
    s += engrave((a) => `<polygon points="${starPoints(0, 0, r * 0.34, r * 0.2, 8, -90)}" ${a}/>`, c, { w: r * 0.02 });
    s += engrave((a) => `<circle r="${r1(r * 0.12)}" ${a}/>`, c, { w: r * 0.018 });
    // laurel branches on both sides
    for (const side of [-1, 1]) {
      for (let i = 0; i < 9; i++) {
        const a = Math.PI / 2 + side * (0.35 + i * 0.16);
        const lx = Math.cos(a) * r * 0.6, ly = Math.sin(a) * r * 0.6;
        const ang = deg(a) + 90 + side * 25;
        s += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(r * 0.055)}" ry="${r1(r * 0.02)}" transform="rotate(${r1(ang)} ${r1(lx)} ${r1(ly)})" fill="${c.deep}" opacity=".7"/>`;
      }
    }
  } else {
    // an eight-petal rosette
    for (let i = 0; i < 8; i++) {
      const a = i * 45;
      s += engrave((at) => `<ellipse cx="0" cy="${r1(-r * 0.3)}" rx="${r1(r * 0.1)}" ry="${r1(r * 0.26)}" transform="rotate(${a})" ${at}/>`, c, { w: r * 0.016 });
    }
    s += engrave((a) => `<circle r="${r1(r * 0.09)}" ${a}/>`, c, { fill: true, o: 0.45 });
    s += engrave((a) => `<circle r="${r1(r * 0.66)}" ${a}/>`, c, { w: r * 0.012 });
  }
  s += `<clipPath id="${clip}"><circle r="${r}"/></clipPath>`;
  s += `<g clip-path="url(#${clip})"><ellipse cx="${r1(-r * 0.35)}" cy="${r1(-r * 0.45)}" rx="${r1(r * 0.7)}" ry="${r1(r * 0.35)}" transform="rotate(-35 ${r1(-r * 0.35)} ${r1(-r * 0.45)})" fill="#fff" opacity=".18"/></g>`;
  return s + '</g>';
}

/** A tube bent along an ellipse (a hoop or ring band), shaded round by concentric strokes. */
function tubeEllipse({ cx, cy, rx, ry, t, k, rot = 0, sparkle = false, from = 0, to = 360 }) {
  const c = GOLD[k];
  const whole = to - from >= 360;
  const shape = (attrs) =>
    whole
      ? `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${attrs}/>`
      : `<path d="${polyPath((a) => [cx + rx * Math.cos((a * Math.PI) / 180), cy + ry * Math.sin((a * Math.PI) / 180)], from, to)}" ${attrs}/>`;
  let s = `<g transform="rotate(${rot} ${cx} ${cy})" fill="none" stroke-linecap="round">`;
  const blur = id('tube');
  s += `<filter id="${blur}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r1(Math.max(0.6, t * 0.13))}"/></filter>`;
  s += shape(`stroke="${c.dark}" stroke-width="${r1(t + 3)}"`);
  s += shape(`stroke="${c.deep}" stroke-width="${r1(t)}"`);
  s += `<g filter="url(#${blur})">` + shape(`stroke="url(#gT)" stroke-width="${r1(t * 0.72)}"`) + shape(`stroke="#fff" stroke-width="${r1(t * 0.16)}" opacity=".4"`) + '</g>';
  if (sparkle) s += shape(`stroke="${c.hi}" stroke-width="${r1(t * 0.5)}" stroke-dasharray="1.5 16" opacity=".5"`);
  // a specular streak on the upper left
  s += `<path d="${polyPath((a) => [cx + (rx - t * 0.12) * Math.cos((a * Math.PI) / 180), cy + (ry - t * 0.12) * Math.sin((a * Math.PI) / 180)], 190, 250, 40)}" stroke="#fff" stroke-width="${r1(t * 0.14)}" opacity=".85"/>`;
  return s + '</g>';
}

/** A drop earring: a French hook, a little gold cap and a pearl. */
function pearlEarring({ x, y, r, k = 18, mirror = false }) {
  const c = GOLD[k];
  const pid = id('pearl');
  const iid = id('iri');
  const cy = y + 92 + r;
  let s = `<g transform="${mirror ? `translate(${2 * x} 0) scale(-1 1)` : ''}">`;
  s += `<radialGradient id="${pid}" cx=".36" cy=".3" r=".78"><stop offset="0" stop-color="#ffffff"/><stop offset=".3" stop-color="#f8f3ea"/><stop offset=".7" stop-color="#e4d9c8"/><stop offset="1" stop-color="#bfae97"/></radialGradient>`;
  s += `<radialGradient id="${iid}" cx=".7" cy=".78" r=".5"><stop offset="0" stop-color="#f2d6cf" stop-opacity=".7"/><stop offset="1" stop-color="#f2d6cf" stop-opacity="0"/></radialGradient>`;
  const hook = `M${x} ${y + 70}C${x - 4} ${y + 10} ${x + 18} ${y - 30} ${x + 52} ${y - 22}C${x + 86} ${y - 14} ${x + 92} ${y + 30} ${x + 82} ${y + 76}`;
  s += `<path d="${hook}" fill="none" stroke="${c.dark}" stroke-width="9" stroke-linecap="round"/>`;
  s += `<path d="${hook}" fill="none" stroke="${c.mid}" stroke-width="6" stroke-linecap="round"/>`;
  s += `<path d="${hook}" fill="none" stroke="${c.hi}" stroke-width="2" stroke-linecap="round" transform="translate(-1.5 -1)"/>`;
  s += `<circle cx="${x}" cy="${y + 72}" r="9" fill="url(#gR)" stroke="${c.deep}" stroke-width="2"/>`;
  // the pearl and its cap
  s += `<circle cx="${x}" cy="${cy}" r="${r}" fill="url(#${pid})"/>`;
  s += `<circle cx="${x}" cy="${cy}" r="${r}" fill="url(#${iid})"/>`;
  s += `<ellipse cx="${r1(x - r * 0.3)}" cy="${r1(cy - r * 0.38)}" rx="${r1(r * 0.2)}" ry="${r1(r * 0.13)}" transform="rotate(-35 ${r1(x - r * 0.3)} ${r1(cy - r * 0.38)})" fill="#fff" opacity=".95" filter="url(#soft2)"/>`;
  s += `<path d="M${r1(x - r * 0.7)} ${r1(cy + r * 0.35)}Q${x} ${r1(cy + r * 0.95)} ${r1(x + r * 0.7)} ${r1(cy + r * 0.35)}" fill="none" stroke="#f5e3b8" stroke-width="3" opacity=".6"/>`;
  const capY = cy - r + 4;
  for (let i = -2; i <= 2; i++) {
    const a = ((i * 32 - 90) * Math.PI) / 180;
    const px = x + Math.cos(a) * r * 0.34, py = capY + 8 + Math.sin(a) * r * 0.12 + Math.abs(i) * 5;
    s += `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="9" ry="13" transform="rotate(${i * 28} ${r1(px)} ${r1(py)})" fill="url(#gR)" stroke="${c.deep}" stroke-width="1.5"/>`;
  }
  s += `<circle cx="${x}" cy="${capY}" r="10" fill="url(#gR)" stroke="${c.deep}" stroke-width="1.5"/>`;
  s += `<rect x="${x - 4}" y="${y + 78}" width="8" height="${r1(capY - y - 82)}" rx="3" fill="${c.mid}" stroke="${c.deep}" stroke-width="1.5"/>`;
  return s + '</g>';
}

/** A chain of links along points: 'rope' (twisted ovals), 'cable' (alternating) or 'curb'. */
function chainLinks(points, k, { style = 'rope', size = 12 } = {}) {
  const c = GOLD[k];
  let s = '';
  points.forEach(({ x, y, a }, i) => {
    const X = r1(x), Y = r1(y);
    if (style === 'rope') {
      s += `<ellipse cx="${X}" cy="${Y}" rx="${r1(size)}" ry="${r1(size * 0.5)}" transform="rotate(${r1(a + 52)} ${X} ${Y})" fill="url(#gL)" stroke="${c.dark}" stroke-width="1.4"/>`;
    } else if (i % 2 === 0) {
      s += `<ellipse cx="${X}" cy="${Y}" rx="${r1(size)}" ry="${r1(size * 0.62)}" transform="rotate(${r1(a)} ${X} ${Y})" fill="none" stroke="${c.dark}" stroke-width="${r1(size * 0.42)}"/>`;
      s += `<ellipse cx="${X}" cy="${Y}" rx="${r1(size)}" ry="${r1(size * 0.62)}" transform="rotate(${r1(a)} ${X} ${Y})" fill="none" stroke="${c.light}" stroke-width="${r1(size * 0.24)}"/>`;
    } else {
      s += `<rect x="${r1(x - size * 1.05)}" y="${r1(y - size * 0.2)}" width="${r1(size * 2.1)}" height="${r1(size * 0.4)}" rx="${r1(size * 0.2)}" transform="rotate(${r1(a)} ${X} ${Y})" fill="${c.mid}" stroke="${c.dark}" stroke-width="1"/>`;
    }
  });
  return s;
}

const linkGradient = (k) => {
  const c = GOLD[k];
  return `<linearGradient id="gL" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.hi}"/><stop offset=".45" stop-color="${c.light}"/><stop offset=".8" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient>`;
};

/** A lobster clasp, pointing along angle a. */
function lobsterClasp(x, y, a, k, s = 1) {
  const c = GOLD[k];
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)}) scale(${s})">` +
    `<circle cx="-14" cy="0" r="9" fill="none" stroke="${c.dark}" stroke-width="6"/><circle cx="-14" cy="0" r="9" fill="none" stroke="${c.light}" stroke-width="3"/>` +
    `<path d="M0 -14C26 -16 44 -8 46 4C48 14 36 18 30 10L34 4C36 0 28 -4 22 -2L10 4C6 10 -2 10 -4 2Z" fill="url(#gV)" stroke="${c.dark}" stroke-width="2"/>` +
    `<path d="M2 -8C14 -10 26 -8 32 -4" fill="none" stroke="${c.hi}" stroke-width="2"/></g>`
  );
}

/** A bangle lying on its side: rim, front wall with a chased pattern, and the see-through hole. */
function bangle({ cx, cy, rx, ry, t, h, k, pattern = 'diamond' }) {
  const c = GOLD[k];
  const irx = rx - t, iry = ry - (t * ry) / rx;
  const wall = id('wall'), inner = id('inner'), mask = id('hole'), clip = id('clip');
  const defs =
    `<linearGradient id="${wall}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.dark}"/><stop offset=".12" stop-color="${c.deep}"/><stop offset=".33" stop-color="${c.hi}"/><stop offset=".5" stop-color="${c.light}"/><stop offset=".78" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient>` +
    `<linearGradient id="${inner}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.light}"/><stop offset=".4" stop-color="${c.mid}"/><stop offset=".75" stop-color="${c.deep}"/><stop offset="1" stop-color="${c.mid}"/></linearGradient>` +
    `<clipPath id="${clip}"><ellipse cx="${cx}" cy="${cy}" rx="${irx}" ry="${r1(iry)}"/></clipPath>` +
    `<mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="0" width="2000" height="2000"><rect width="2000" height="2000" fill="#fff"/><g clip-path="url(#${clip})"><ellipse cx="${cx}" cy="${cy + h}" rx="${irx}" ry="${r1(iry)}" fill="#000"/></g></mask>`;
  let s = `<defs>${defs}</defs><g mask="url(#${mask})">`;
  s += `<path d="M${cx - rx} ${cy}A${rx} ${ry} 0 0 1 ${cx + rx} ${cy}L${cx + rx} ${cy + h}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + h}Z" fill="url(#${wall})" stroke="${c.dark}" stroke-width="2"/>`;
  // chased pattern on the front wall
  const n = 26;
  for (let i = 1; i < n; i++) {
    const th = (i / n) * Math.PI;
    const x = cx + rx * Math.cos(th), y = cy + h / 2 + ry * Math.sin(th);
    const squeeze = Math.max(0.15, Math.sin(th));
    const dw = h * 0.26 * squeeze, dh = h * 0.3;
    if (pattern === 'diamond') {
      s += `<polygon points="${pts([[x, y - dh], [x + dw, y], [x, y + dh], [x - dw, y]])}" fill="${c.dark}" opacity=".35"/>`;
      s += `<polygon points="${pts([[x, y - dh * 0.55], [x + dw * 0.55, y], [x, y + dh * 0.55], [x - dw * 0.55, y]])}" fill="${c.hi}" opacity=".55"/>`;
    } else {
      s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(dw * 0.5)}" ry="${r1(dh * 0.5)}" fill="${c.dark}" opacity=".35"/>`;
    }
  }
  for (const dy of [h * 0.12, h * 0.88]) {
    s += `<path d="${polyPath((th) => [cx + rx * Math.cos(th), cy + dy + ry * Math.sin(th)], 0.02, Math.PI - 0.02, 60)}" fill="none" stroke="${c.hi}" stroke-width="2" opacity=".7"/>`;
  }
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#gR)" stroke="${c.deep}" stroke-width="1.5"/>`;
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${irx}" ry="${r1(iry)}" fill="url(#${inner})" stroke="${c.dark}" stroke-width="1.5"/>`;
  s += `<path d="${polyPath((th) => [cx + (rx - t / 2) * Math.cos(th), cy + (ry - t / 2) * Math.sin(th)], Math.PI * 1.08, Math.PI * 1.42, 40)}" fill="none" stroke="#fff" stroke-width="3" opacity=".8" stroke-linecap="round"/>`;
  return s + '</g>';
}

/** A faceted round diamond, seen from the side. */
function diamond(x, y, s) {
  const g = id('dia');
  let o = `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#e3ecf0"/><stop offset="1" stop-color="#aebfca"/></linearGradient>`;
  const top = y - s * 0.45, girdle = y, tip = y + s * 0.9;
  o += `<polygon points="${pts([[x - s * 0.55, top], [x + s * 0.55, top], [x + s, girdle], [x, tip], [x - s, girdle]])}" fill="url(#${g})" stroke="#8d9ea8" stroke-width="1.5" stroke-linejoin="round"/>`;
  o += `<polyline points="${pts([[x - s, girdle], [x + s, girdle]])}" stroke="#9fb0ba" stroke-width="1.2"/>`;
  o += `<polyline points="${pts([[x - s * 0.55, top], [x - s * 0.3, girdle], [x, top], [x + s * 0.3, girdle], [x + s * 0.55, top]])}" fill="none" stroke="#9fb0ba" stroke-width="1.2"/>`;
  o += `<polyline points="${pts([[x - s * 0.3, girdle], [x, tip], [x + s * 0.3, girdle]])}" fill="none" stroke="#9fb0ba" stroke-width="1.2"/>`;
  o += `<polygon points="${pts([[x - s * 0.3, girdle], [x, top], [x - s * 0.55, top]])}" fill="#fff" opacity=".7"/>`;
  o += glint(x - s * 0.25, top + s * 0.15, s * 0.5);
  return o;
}

/** A solitaire ring in perspective: a tube band and a set stone. */
function solitaire(cx, cy, R, k) {
  const c = GOLD[k];
  let s = tubeEllipse({ cx, cy, rx: R, ry: R * 0.42, t: R * 0.16, k });
  const top = cy - R * 0.42;
  s += `<path d="M${r1(cx - R * 0.28)} ${r1(top + 4)}L${r1(cx - R * 0.2)} ${r1(top - R * 0.34)}M${r1(cx + R * 0.28)} ${r1(top + 4)}L${r1(cx + R * 0.2)} ${r1(top - R * 0.34)}" stroke="${c.deep}" stroke-width="${r1(R * 0.06)}" stroke-linecap="round"/>`;
  s += `<path d="M${r1(cx - R * 0.32)} ${r1(top + R * 0.02)}Q${cx} ${r1(top - R * 0.18)} ${r1(cx + R * 0.32)} ${r1(top + R * 0.02)}L${r1(cx + R * 0.22)} ${r1(top - R * 0.12)}L${r1(cx - R * 0.22)} ${r1(top - R * 0.12)}Z" fill="url(#gV)" stroke="${c.dark}" stroke-width="1.5"/>`;
  s += diamond(cx, top - R * 0.42, R * 0.3);
  return s;
}

// ───────────────────────────── product shots, 800 × 800 ─────────────────────────────

function productSvg(k, draw, { size = 800, warm = false, out = size } = {}) {
  uid = 0;
  const bg = studioBg(800, 800, { warm });
  const defs = goldDefs(k) + linkGradient(k) + FILTERS + bg.defs;
  return svgDoc(out, out, defs, bg.body + draw(), `0 0 800 800`);
}

const PRODUCTS = {
  'gold-bar-100g': () =>
    productSvg(24, () =>
      shadow(410, 590, 330, 60, 0.4) +
      castBar({ cx: 400, cy: 420, w: 560, h: 330, b: 52, k: 24, rot: -4 }) +
      glint(232, 300, 26) + glint(598, 318, 14, 0.8),
    ),
  'gold-bar-50g': () =>
    productSvg(24, () =>
      shadow(420, 650, 210, 48, 0.38) +
      mintBar({ cx: 400, cy: 395, w: 300, h: 480, k: 24, rot: -12, thick: 16 }) +
      glint(300, 210, 24) + glint(520, 560, 12, 0.7),
    ),
  'gold-bar-10g': () =>
    productSvg(24, () => {
      const c = GOLD[24];
      let s = shadow(418, 690, 220, 34, 0.35);
      s += `<g transform="rotate(6 400 400)">`;
      s += `<rect x="232" y="110" width="336" height="560" rx="26" fill="${BROWN}"/>`;
      s += `<rect x="232" y="110" width="336" height="560" rx="26" fill="url(#gV)" opacity=".12"/>`;
      s += `<rect x="250" y="128" width="300" height="524" rx="16" fill="none" stroke="${c.light}" stroke-width="2.5"/>`;
      s += `<rect x="258" y="136" width="284" height="508" rx="12" fill="none" stroke="${c.mid}" stroke-width="1" opacity=".7"/>`;
      // the card's seal at the top and the certificate "lines" at the bottom
      s += `<circle cx="400" cy="182" r="24" fill="none" stroke="${c.light}" stroke-width="5"/><polygon points="${starPoints(400, 182, 13, 6, 8)}" fill="${c.light}"/>`;
      for (const [y, w] of [[586, 160], [606, 110], [624, 136]]) s += `<rect x="${400 - w / 2}" y="${y}" width="${w}" height="6" rx="3" fill="${c.light}" opacity=".75"/>`;
      // the blister window and the bar inside it
      s += `<rect x="296" y="226" width="208" height="334" rx="14" fill="#2c200b"/>`;
      s += mintBar({ cx: 400, cy: 392, w: 170, h: 290, k: 24, thick: 6 });
      s += `<rect x="296" y="226" width="208" height="334" rx="14" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>`;
      s += `<polygon points="300,240 360,230 300,470" fill="#fff" opacity=".12"/>`;
      s += '</g>';
      return s + glint(338, 268, 18);
    }),
  'gold-coin-8g': () =>
    productSvg(24, () => shadow(420, 640, 250, 50, 0.38) + coin({ cx: 400, cy: 390, r: 250, k: 24, design: 'star', thick: 16 }) + glint(268, 230, 26)),
  'gold-coin-4g': () =>
    productSvg(21, () =>
      shadow(470, 640, 250, 40, 0.35) +
      coin({ cx: 500, cy: 560, r: 190, k: 21, design: 'star', tilt: 0.42, rot: -6, thick: 14 }) +
      shadow(330, 520, 170, 40, 0.3) +
      coin({ cx: 330, cy: 330, r: 190, k: 21, design: 'rosette', thick: 12 }) +
      glint(236, 214, 22) + glint(590, 520, 12, 0.8),
    ),
  'pearl-earrings': () =>
    productSvg(18, () =>
      shadow(300, 580, 105, 22, 0.3) + shadow(515, 620, 105, 22, 0.3) +
      pearlEarring({ x: 290, y: 230, r: 105, k: 18 }) +
      pearlEarring({ x: 510, y: 270, r: 105, k: 18, mirror: true }) +
      glint(248, 408, 10, 0.7),
    ),
  'hoop-earrings': () =>
    productSvg(21, () => {
      const c = GOLD[21];
      let s = shadow(400, 650, 300, 40, 0.3);
      s += tubeEllipse({ cx: 290, cy: 400, rx: 170, ry: 200, t: 30, k: 21, rot: -10 });
      s += tubeEllipse({ cx: 520, cy: 430, rx: 150, ry: 180, t: 30, k: 21, rot: 14 });
      // the hinged posts at the top of each hoop
      s += `<rect x="312" y="180" width="12" height="36" rx="5" fill="${c.mid}" stroke="${c.dark}" stroke-width="2" transform="rotate(-10 318 198)"/>`;
      s += `<rect x="476" y="234" width="12" height="36" rx="5" fill="${c.mid}" stroke="${c.dark}" stroke-width="2" transform="rotate(14 482 252)"/>`;
      return s + glint(176, 300, 18) + glint(420, 360, 12, 0.8);
    }),
  'rope-chain': () =>
    productSvg(21, () => {
      const fn = (th) => [400 + 250 * Math.sin(th), 390 - 250 * Math.cos(th) + 60 * ((1 - Math.cos(th)) / 2) ** 2];
      const p = alongCurve(fn, 0.22, Math.PI * 2 - 0.22, 10.5);
      let s = `<path d="${polyPath(fn, 0.22, Math.PI * 2 - 0.22, 200)}" fill="none" stroke="#4a3410" stroke-width="32" opacity=".3" filter="url(#soft6)" transform="translate(8 14)"/>`;
      s += chainLinks(p, 21, { style: 'rope', size: 16 });
      const [ax, ay] = fn(0.22);
      const [bx, by] = fn(Math.PI * 2 - 0.22);
      s += lobsterClasp(ax + 14, ay - 4, -20, 21, 1.1);
      s += `<circle cx="${r1(bx - 8)}" cy="${r1(by - 4)}" r="11" fill="none" stroke="${GOLD[21].dark}" stroke-width="7"/><circle cx="${r1(bx - 8)}" cy="${r1(by - 4)}" r="11" fill="none" stroke="${GOLD[21].light}" stroke-width="3.5"/>`;
      return s + glint(178, 330, 18) + glint(560, 640, 14, 0.8);
    }),
  'name-necklace': () =>
    productSvg(18, () => {
      const c = GOLD[18];
      const left = (t) => [110 + 93 * t + 30 * Math.sin(t * Math.PI), -20 + 472 * Math.sin((t * Math.PI) / 2)];
      const right = (t) => [690 - 93 * t - 30 * Math.sin(t * Math.PI), -20 + 472 * Math.sin((t * Math.PI) / 2)];
      let s = '';
      for (const fn of [left, right]) {
        s += `<path d="${polyPath(fn, 0, 1)}" fill="none" stroke="#4a3410" stroke-width="8" opacity=".2" filter="url(#soft2)" transform="translate(6 10)"/>`;
        s += chainLinks(alongCurve(fn, 0, 1, 9), 18, { style: 'cable', size: 6.5 });
      }
      // the name plate: a flowing, letter-like script line with a swash beneath
      const script =
        'M252 498C262 440 306 420 312 466C318 510 282 540 296 506C310 470 346 452 352 486C356 512 362 532 384 506C398 486 402 446 424 456C446 466 424 522 446 516C468 510 474 470 496 478C512 486 504 520 526 512C546 504 552 466 568 470';
      const swash = 'M262 540C340 520 460 522 556 504';
      s += `<g transform="translate(400 500) scale(1.2) translate(-400 -500)"><g transform="translate(-10 0)">`;
      s += `<path d="${script}" fill="none" stroke="#4a3410" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" opacity=".25" filter="url(#soft6)" transform="translate(8 16)"/>`;
      for (const d of [script, swash]) {
        s += `<path d="${d}" fill="none" stroke="${c.dark}" stroke-width="${d === script ? 19 : 13}" stroke-linecap="round" stroke-linejoin="round"/>`;
        s += `<path d="${d}" fill="none" stroke="url(#g)" stroke-width="${d === script ? 14 : 9}" stroke-linecap="round" stroke-linejoin="round"/>`;
        s += `<path d="${d}" fill="none" stroke="${c.hi}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" transform="translate(-1.5 -2)" opacity=".9"/>`;
      }
      s += '</g>';
      // jump rings joining plate and chain
      for (const [x, y] of [[236, 460], [564, 460]]) s += `<circle cx="${x}" cy="${y}" r="8" fill="none" stroke="${c.dark}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="8" fill="none" stroke="${c.light}" stroke-width="2.5"/>`;
      s += '</g>';
      return s + glint(290, 420, 16) + glint(510, 460, 10, 0.8);
    }),
  'bangle-bracelet': () =>
    productSvg(21, () =>
      shadow(420, 560, 300, 70, 0.32) +
      bangle({ cx: 440, cy: 330, rx: 250, ry: 112, t: 22, h: 70, k: 21, pattern: 'dots' }) +
      bangle({ cx: 370, cy: 440, rx: 250, ry: 112, t: 22, h: 70, k: 21, pattern: 'diamond' }) +
      glint(200, 430, 20) + glint(600, 300, 12, 0.8),
    ),
  'heavy-bracelet': () =>
    productSvg(24, () => {
      const c = GOLD[24];
      const cx = 400, cy = 390, rx = 245, ry = 200;
      let s = `<ellipse cx="${cx + 10}" cy="${cy + 24}" rx="${rx}" ry="${ry}" fill="none" stroke="#4a3410" stroke-width="70" opacity=".28" filter="url(#soft)"/>`;
      const n = 16;
      for (let i = 0; i < n; i++) {
        const th = (i / n) * Math.PI * 2 + Math.PI / 2 + Math.PI / n;
        const x = cx + rx * Math.cos(th), y = cy + ry * Math.sin(th);
        const a = deg(Math.atan2(ry * Math.cos(th), -rx * Math.sin(th)));
        const X = r1(x), Y = r1(y);
        if (i % 2 === 0) {
          for (const [col, w] of [[c.dark, 24], [c.deep, 20], [c.mid, 14], [c.light, 8], [c.hi, 3]]) {
            s += `<rect x="${r1(x - 52)}" y="${r1(y - 34)}" width="104" height="68" rx="30" transform="rotate(${r1(a)} ${X} ${Y})" fill="none" stroke="${col}" stroke-width="${w}"/>`;
          }
        } else {
          s += `<rect x="${r1(x - 56)}" y="${r1(y - 16)}" width="112" height="32" rx="16" transform="rotate(${r1(a)} ${X} ${Y})" fill="url(#gV)" stroke="${c.dark}" stroke-width="3"/>`;
          s += `<rect x="${r1(x - 44)}" y="${r1(y - 9)}" width="88" height="6" rx="3" transform="rotate(${r1(a)} ${X} ${Y})" fill="${c.hi}" opacity=".8"/>`;
        }
      }
      // the box clasp at the bottom
      s += `<g transform="translate(${cx} ${cy + ry})"><rect x="-66" y="-34" width="132" height="68" rx="12" fill="url(#g)" stroke="${c.dark}" stroke-width="3"/>`;
      s += engrave((a) => `<rect x="-52" y="-21" width="104" height="42" rx="8" ${a}/>`, c, { w: 3 });
      s += engrave((a) => `<line x1="-34" y1="0" x2="34" y2="0" ${a}/>`, c, { w: 4 });
      s += '</g>';
      return s + glint(196, 330, 22) + glint(560, 230, 14, 0.8);
    }),
  'kids-bracelet': () =>
    productSvg(18, () => {
      const c = GOLD[18];
      const cx = 400, cy = 340, rx = 235, ry = 185;
      const fn = (th) => [cx + rx * Math.cos(th), cy + ry * Math.sin(th)];
      let s = `<ellipse cx="${cx + 8}" cy="${cy + 16}" rx="${rx}" ry="${ry}" fill="none" stroke="#4a3410" stroke-width="16" opacity=".22" filter="url(#soft6)"/>`;
      s += chainLinks(alongCurve(fn, -Math.PI / 2 + 0.08, (Math.PI * 3) / 2 - 0.08, 12), 18, { style: 'cable', size: 9 });
      s += lobsterClasp(cx - 8, cy - ry, 0, 18, 0.9);
      // charms: a heart with a little rose stone, a star, a disc and a bead
      const charms = [
        [Math.PI * 0.5, 'heart'],
        [Math.PI * 0.3, 'star'],
        [Math.PI * 0.7, 'disc'],
        [Math.PI * 0.12, 'bead'],
        [Math.PI * 0.88, 'bead'],
      ];
      for (const [th, kind] of charms) {
        const [x, y] = fn(th);
        const hy = y + 30;
        s += `<circle cx="${r1(x)}" cy="${r1(y + 10)}" r="7" fill="none" stroke="${c.dark}" stroke-width="5"/><circle cx="${r1(x)}" cy="${r1(y + 10)}" r="7" fill="none" stroke="${c.light}" stroke-width="2.5"/>`;
        if (kind === 'heart') {
          s += `<path d="${heartPath(x, hy + 26, 44)}" fill="url(#gR)" stroke="${c.dark}" stroke-width="3"/>`;
          s += `<circle cx="${r1(x)}" cy="${r1(hy + 22)}" r="10" fill="#e9a9a0" stroke="${c.deep}" stroke-width="3"/><circle cx="${r1(x - 3)}" cy="${r1(hy + 19)}" r="3" fill="#fff" opacity=".9"/>`;
        } else if (kind === 'star') {
          s += `<polygon points="${starPoints(x, hy + 14, 30, 13, 5)}" fill="url(#gR)" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/>`;
        } else if (kind === 'disc') {
          s += `<circle cx="${r1(x)}" cy="${r1(hy + 12)}" r="24" fill="url(#gR)" stroke="${c.dark}" stroke-width="3"/>`;
          s += engrave((a) => `<circle cx="${r1(x)}" cy="${r1(hy + 12)}" r="14" ${a}/>`, c, { w: 2.5 });
        } else {
          s += `<circle cx="${r1(x)}" cy="${r1(hy)}" r="13" fill="url(#gR)" stroke="${c.dark}" stroke-width="2.5"/>`;
        }
      }
      return s + glint(236, 230, 14) + glint(404, 604, 12, 0.9);
    }),
};

// ───────────────────────────── categories, 400 × 400 ─────────────────────────────

function categorySvg(k, draw) {
  uid = 0;
  const bg = studioBg(800, 800, { warm: true });
  const defs = goldDefs(k) + linkGradient(k) + FILTERS + bg.defs;
  const ring = `<circle cx="400" cy="400" r="330" fill="#fffaf0" opacity=".55"/><circle cx="400" cy="400" r="330" fill="none" stroke="${GOLD[k].mid}" stroke-width="3" opacity=".5"/>`;
  return svgDoc(400, 400, defs, bg.body + ring + draw(), '0 0 800 800');
}

const CATEGORIES = {
  bars: () =>
    categorySvg(24, () =>
      shadow(400, 590, 290, 50, 0.35) +
      castBar({ cx: 290, cy: 500, w: 300, h: 180, b: 30 }) +
      castBar({ cx: 520, cy: 510, w: 300, h: 180, b: 30 }) +
      castBar({ cx: 405, cy: 355, w: 300, h: 180, b: 30 }) +
      glint(300, 300, 20),
    ),
  coins: () =>
    categorySvg(24, () => {
      let s = shadow(380, 600, 260, 46, 0.35);
      for (let i = 0; i < 6; i++) s += coin({ cx: 300, cy: 560 - i * 26, r: 150, tilt: 0.38, thick: 10, design: 'rosette' });
      s += coin({ cx: 500, cy: 360, r: 170, design: 'star', thick: 14 });
      return s + glint(420, 240, 20);
    }),
  jewellery: () =>
    categorySvg(21, () =>
      shadow(400, 600, 220, 40, 0.35) + solitaire(400, 470, 210, 21) + glint(540, 330, 18) + glint(260, 540, 12, 0.8),
    ),
  earrings: () =>
    categorySvg(21, () => {
      const c = GOLD[21];
      let s = shadow(310, 640, 90, 20, 0.3) + shadow(500, 640, 90, 20, 0.3);
      for (const [x, y] of [[310, 190], [500, 220]]) {
        s += `<circle cx="${x}" cy="${y}" r="26" fill="url(#gR)" stroke="${c.dark}" stroke-width="3"/>`;
        s += `<circle cx="${x}" cy="${y + 40}" r="10" fill="none" stroke="${c.dark}" stroke-width="6"/><circle cx="${x}" cy="${y + 40}" r="10" fill="none" stroke="${c.light}" stroke-width="3"/>`;
        const drop = `M${x} ${y + 58}C${x + 40} ${y + 150} ${x + 92} ${y + 200} ${x + 92} ${y + 262}C${x + 92} ${y + 320} ${x + 48} ${y + 356} ${x} ${y + 356}C${x - 48} ${y + 356} ${x - 92} ${y + 320} ${x - 92} ${y + 262}C${x - 92} ${y + 200} ${x - 40} ${y + 150} ${x} ${y + 58}Z`;
        s += `<path d="${drop}" fill="url(#g)" stroke="${c.dark}" stroke-width="4"/>`;
        s += `<path d="M${x} ${y + 130}C${x + 24} ${y + 180} ${x + 52} ${y + 220} ${x + 52} ${y + 262}C${x + 52} ${y + 296} ${x + 28} ${y + 318} ${x} ${y + 318}C${x - 28} ${y + 318} ${x - 52} ${y + 296} ${x - 52} ${y + 262}C${x - 52} ${y + 220} ${x - 24} ${y + 180} ${x} ${y + 130}Z" fill="#f7ecd4" stroke="${c.deep}" stroke-width="3"/>`;
        s += diamond(x, y + 250, 26);
      }
      return s + glint(260, 330, 14);
    }),
  chains: () =>
    categorySvg(21, () => {
      const fn = (th) => [400 + 250 * Math.sin(th), 400 - 240 * Math.cos(th) + 50 * ((1 - Math.cos(th)) / 2) ** 2];
      return (
        `<path d="${polyPath(fn, 0.3, Math.PI * 2 - 0.3, 200)}" fill="none" stroke="#4a3410" stroke-width="34" opacity=".28" filter="url(#soft6)" transform="translate(8 14)"/>` +
        chainLinks(alongCurve(fn, 0.3, Math.PI * 2 - 0.3, 11), 21, { style: 'rope', size: 17 }) +
        glint(180, 340, 20)
      );
    }),
  bracelets: () =>
    categorySvg(21, () => shadow(400, 520, 280, 60, 0.32) + bangle({ cx: 400, cy: 360, rx: 260, ry: 125, t: 26, h: 90, k: 21 }) + glint(230, 420, 20)),
  'kids-bracelets': () =>
    categorySvg(18, () => {
      const c = GOLD[18];
      const fn = (th) => [400 + 230 * Math.cos(th), 360 + 180 * Math.sin(th)];
      let s = `<ellipse cx="408" cy="378" rx="230" ry="180" fill="none" stroke="#4a3410" stroke-width="18" opacity=".22" filter="url(#soft6)"/>`;
      s += chainLinks(alongCurve(fn, 0, Math.PI * 2, 13), 18, { style: 'cable', size: 10 });
      s += `<circle cx="400" cy="555" r="9" fill="none" stroke="${c.dark}" stroke-width="6"/><circle cx="400" cy="555" r="9" fill="none" stroke="${c.light}" stroke-width="3"/>`;
      s += `<path d="${heartPath(400, 620, 64)}" fill="url(#gR)" stroke="${c.dark}" stroke-width="4"/>`;
      s += `<circle cx="400" cy="614" r="15" fill="#e9a9a0" stroke="${c.deep}" stroke-width="4"/><circle cx="395" cy="609" r="4.5" fill="#fff"/>`;
      return s + glint(370, 590, 14) + glint(230, 250, 14);
    }),
};

// ───────────────────────────── testimonials, features, people, courier ─────────────────────────────

function bokeh(w, h, count, seed, { minR = 10, maxR = 60, color = '#e7c36a', maxO = 0.35, blur = 'soft6' } = {}) {
  const rand = rng(seed);
  let s = `<g filter="url(#${blur})">`;
  for (let i = 0; i < count; i++) {
    s += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(minR + rand() * (maxR - minR))}" fill="${color}" opacity="${r1(0.08 + rand() * maxO) }"/>`;
  }
  return s + '</g>';
}

function sceneSvg(w, h, k, body, { bg = 'cream' } = {}) {
  uid = 0;
  const g = id('scene');
  const stops =
    bg === 'dark'
      ? '<stop offset="0" stop-color="#5a4218"/><stop offset=".6" stop-color="#35260d"/><stop offset="1" stop-color="#1d1406"/>'
      : '<stop offset="0" stop-color="#fffaf0"/><stop offset=".6" stop-color="#f3e5c8"/><stop offset="1" stop-color="#e2c99a"/>';
  const defs = goldDefs(k) + linkGradient(k) + FILTERS + markGold() + `<radialGradient id="${g}" gradientUnits="userSpaceOnUse" cx="${w * 0.5}" cy="${h * 0.35}" r="${Math.max(w, h) * 0.75}">${stops}</radialGradient>`;
  return svgDoc(w, h, defs, `<rect width="${w}" height="${h}" fill="url(#${g})"/>` + body);
}

/** The brand mark: a gold ring crowned with a stone (shared by the logo, favicon and bag). */
function brandMark(cx, cy, r, { stroke = r * 0.2 } = {}) {
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy + r * 0.12)}" r="${r1(r)}" fill="none" stroke="url(#markGold)" stroke-width="${r1(stroke)}"/>` +
    `<polygon points="${pts([[cx - r * 0.5, cy - r * 0.95], [cx - r * 0.25, cy - r * 1.3], [cx + r * 0.25, cy - r * 1.3], [cx + r * 0.5, cy - r * 0.95], [cx, cy - r * 0.45]])}" fill="url(#markGold)" stroke="${BROWN}" stroke-width="${r1(r * 0.06)}" stroke-linejoin="round"/>` +
    `<polyline points="${pts([[cx - r * 0.5, cy - r * 0.95], [cx + r * 0.5, cy - r * 0.95]])}" stroke="${BROWN}" stroke-width="${r1(r * 0.05)}" opacity=".7"/>`
  );
}
const markGold = (p = 'markGold') =>
  `<linearGradient id="${p}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d77a"/><stop offset=".45" stop-color="#e0b24a"/><stop offset="1" stop-color="#a87a22"/></linearGradient>`;

const TESTIMONIALS = {
  'testimonial-1': () => {
    // an open gift box holding a necklace, lid leaning behind
    const c = GOLD[21];
    let s = bokeh(600, 400, 14, 11, { maxO: 0.25 });
    s += shadow(300, 352, 200, 22, 0.35, 'soft6');
    s += `<g transform="rotate(-14 390 170)"><rect x="250" y="80" width="240" height="150" rx="8" fill="#5a4519"/><rect x="356" y="80" width="28" height="150" fill="url(#gH)"/></g>`;
    s += `<polygon points="150,190 450,190 430,228 170,228" fill="#2e220c"/>`;
    s += `<path d="M176 226Q300 180 424 226Z" fill="#f7eedc"/>`;
    s += `<path d="M210 210Q300 300 390 210" fill="none" stroke="${c.mid}" stroke-width="3" stroke-dasharray="4 2"/>`;
    s += `<path d="M300 252L286 234L314 234Z" fill="url(#gR)" stroke="${c.dark}" stroke-width="1.5"/>`;
    s += `<rect x="150" y="226" width="300" height="124" rx="6" fill="${BROWN}"/>`;
    s += `<rect x="150" y="226" width="300" height="124" rx="6" fill="url(#gV)" opacity=".1"/>`;
    s += `<rect x="286" y="226" width="28" height="124" fill="url(#gH)"/>`;
    s += `<path d="M300 240C260 200 236 232 268 246C280 252 292 248 300 240C308 248 320 252 332 246C364 232 340 200 300 240Z" fill="url(#gV)" stroke="${c.dark}" stroke-width="2"/>`;
    s += `<circle cx="300" cy="242" r="8" fill="url(#gR)" stroke="${c.dark}" stroke-width="2"/>`;
    s += glint(230, 210, 10) + glint(470, 120, 8, 0.8);
    return sceneSvg(600, 400, 21, s);
  },
  'testimonial-2': () => {
    // a velvet display bust wearing a necklace, two rings on a dish
    const c = GOLD[21];
    let s = bokeh(600, 400, 14, 22, { maxO: 0.25 });
    s += shadow(280, 372, 170, 16, 0.35, 'soft6');
    s += `<linearGradient id="velvet" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d6432"/><stop offset=".45" stop-color="${BROWN}"/><stop offset="1" stop-color="#45340f"/></linearGradient>`;
    s += `<path d="M230 40C230 40 240 110 238 150C200 168 150 200 130 250C116 290 118 340 130 370L430 370C442 340 444 290 430 250C410 200 360 168 322 150C320 110 330 40 330 40Z" fill="url(#velvet)"/>`;
    s += `<path d="M230 40C232 90 240 120 238 150C210 160 190 172 176 186C220 170 250 160 262 150C266 110 262 60 262 40Z" fill="#8a6d33" opacity=".5"/>`;
    s += `<path d="M232 138C226 210 266 250 280 256C294 250 334 210 328 138" fill="none" stroke="${c.light}" stroke-width="3"/>`;
    s += `<path d="M232 138C226 210 266 250 280 256C294 250 334 210 328 138" fill="none" stroke="${c.dark}" stroke-width="3" stroke-dasharray="1 5" opacity=".6"/>`;
    s += `<ellipse cx="280" cy="262" rx="10" ry="7" fill="url(#gR)" stroke="${c.dark}" stroke-width="1.5"/>`;
    s += `<path d="M280 268L262 290L280 322L298 290Z" fill="url(#g)" stroke="${c.dark}" stroke-width="2"/>`;
    s += `<path d="M280 282L270 292L280 310L290 292Z" fill="#f1e7d3"/>`;
    s += shadow(490, 352, 70, 10, 0.3, 'soft2');
    s += `<ellipse cx="490" cy="340" rx="78" ry="20" fill="#e8d6b3" stroke="${c.mid}" stroke-width="2"/><ellipse cx="490" cy="336" rx="62" ry="13" fill="#f6ecd8"/>`;
    s += tubeEllipse({ cx: 465, cy: 322, rx: 24, ry: 11, t: 6, k: 21, sparkle: false });
    s += tubeEllipse({ cx: 515, cy: 326, rx: 24, ry: 11, t: 6, k: 21, sparkle: false });
    s += diamond(465, 300, 9);
    s += glint(262, 284, 8) + glint(110, 80, 8, 0.7);
    return sceneSvg(600, 400, 21, s);
  },
  'testimonial-3': () => {
    // a branded shopping bag and an open ring box
    let s = bokeh(600, 400, 14, 33, { maxO: 0.25 });
    s += shadow(300, 364, 230, 18, 0.35, 'soft6');
    s += `<path d="M200 130C200 50 300 50 300 130" fill="none" stroke="url(#gH)" stroke-width="8"/>`;
    s += `<polygon points="316,140 360,124 360,352 316,360" fill="#4b3a17"/>`;
    s += `<path d="M196 132L212 112L236 126L258 104L282 124L300 108L316 140Z" fill="#fbf3e2"/>`;
    s += `<rect x="176" y="140" width="140" height="220" rx="3" fill="${BROWN}"/>`;
    s += `<rect x="176" y="140" width="140" height="14" fill="url(#gH)"/>`;
    s += `<path d="M214 140C214 90 280 90 280 140" fill="none" stroke="url(#gH)" stroke-width="7"/>`;
    s += brandMark(246, 256, 30, { stroke: 7 });
    s += shadow(450, 356, 90, 12, 0.35, 'soft2');
    s += `<g transform="rotate(-8 450 260)"><rect x="380" y="200" width="140" height="70" rx="10" fill="#4e3b16"/><rect x="390" y="208" width="120" height="54" rx="8" fill="#6f5628"/></g>`;
    s += `<rect x="380" y="276" width="140" height="80" rx="10" fill="#4e3b16"/><rect x="390" y="284" width="120" height="40" rx="8" fill="#6f5628"/>`;
    s += `<path d="M406 300Q450 290 494 300L494 318Q450 310 406 318Z" fill="#5c461e"/>`;
    s += tubeEllipse({ cx: 450, cy: 302, rx: 28, ry: 12, t: 7, k: 24, sparkle: false, from: 180, to: 360 });
    s += diamond(450, 276, 12);
    s += glint(120, 90, 9, 0.7) + glint(252, 212, 8);
    return sceneSvg(600, 400, 24, s);
  },
};

function iconSvg(draw) {
  uid = 0;
  const c = GOLD[21];
  const defs = goldDefs(21) + `<radialGradient id="ib" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#f1e2c3"/></radialGradient>`;
  return svgDoc(128, 128, defs, `<circle cx="64" cy="64" r="62" fill="url(#ib)"/><circle cx="64" cy="64" r="59" fill="none" stroke="${c.mid}" stroke-width="2.5"/>` + draw(c));
}

const FEATURES = {
  quality: () =>
    iconSvg(
      (c) =>
        `<path d="M48 74L36 104L50 98L56 112L64 82M80 74L92 104L78 98L72 112L64 82" fill="${BROWN}" stroke="${BROWN}" stroke-width="2" stroke-linejoin="round"/>` +
        `<circle cx="64" cy="56" r="28" fill="url(#gR)" stroke="${BROWN}" stroke-width="3.5"/>` +
        `<circle cx="64" cy="56" r="20" fill="none" stroke="${c.deep}" stroke-width="1.5"/>` +
        `<polygon points="${starPoints(64, 57, 13, 5.5, 5)}" fill="${BROWN}"/>`,
    ),
  'safe-payment': () =>
    iconSvg(
      (c) =>
        `<path d="M64 22L96 34V60C96 82 82 98 64 106C46 98 32 82 32 60V34Z" fill="url(#gR)" stroke="${BROWN}" stroke-width="4" stroke-linejoin="round"/>` +
        `<path d="M64 30L88 39V60C88 77 78 89 64 96Z" fill="${c.deep}" opacity=".25"/>` +
        `<rect x="50" y="60" width="28" height="22" rx="4" fill="${BROWN}"/>` +
        `<path d="M55 60V54C55 42 73 42 73 54V60" fill="none" stroke="${BROWN}" stroke-width="4.5"/>` +
        `<circle cx="64" cy="69" r="3.5" fill="${c.light}"/><rect x="62.5" y="70" width="3" height="7" fill="${c.light}"/>`,
    ),
  'fast-delivery': () =>
    iconSvg(
      (c) =>
        `<path d="M14 52H34M10 64H30M16 76H32" stroke="${c.mid}" stroke-width="4" stroke-linecap="round"/>` +
        `<rect x="36" y="42" width="46" height="40" rx="4" fill="url(#gV)" stroke="${BROWN}" stroke-width="3.5"/>` +
        `<path d="M82 54H98L110 68V82H82Z" fill="${BROWN}" stroke="${BROWN}" stroke-width="3.5" stroke-linejoin="round"/>` +
        `<path d="M88 59H97L104 68H88Z" fill="#f6ecd8"/>` +
        `<circle cx="52" cy="86" r="9" fill="${BROWN}"/><circle cx="52" cy="86" r="4" fill="${c.light}"/>` +
        `<circle cx="96" cy="86" r="9" fill="${BROWN}"/><circle cx="96" cy="86" r="4" fill="${c.light}"/>`,
    ),
  returns: () =>
    iconSvg(
      (c) =>
        `<path d="M98 58A34 34 0 0 0 36 44" fill="none" stroke="${BROWN}" stroke-width="5" stroke-linecap="round"/>` +
        `<polygon points="26,34 46,36 34,54" fill="${BROWN}"/>` +
        `<path d="M30 70A34 34 0 0 0 92 84" fill="none" stroke="${BROWN}" stroke-width="5" stroke-linecap="round"/>` +
        `<polygon points="102,94 82,92 94,74" fill="${BROWN}"/>` +
        `<path d="M48 56L64 48L80 56V76L64 84L48 76Z" fill="url(#gR)" stroke="${BROWN}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="M48 56L64 64L80 56M64 64V84" fill="none" stroke="${BROWN}" stroke-width="2.5" stroke-linejoin="round"/>` +
        `<path d="M56 52L72 60" stroke="${c.deep}" stroke-width="3"/>`,
    ),
};

/** A head-and-shoulders silhouette; cover: 'none', 'shemagh' or 'hijab'. */
function person(cover, fg, accent) {
  // drawn on a 100 × 100 canvas
  let s = '';
  if (cover === 'hijab') {
    s += `<path d="M50 14C32 14 24 28 24 44C24 58 28 66 22 76C14 84 10 92 8 104H92C90 92 86 84 78 76C72 66 76 58 76 44C76 28 68 14 50 14Z" fill="${fg}"/>`;
    s += `<ellipse cx="50" cy="44" rx="15" ry="18" fill="${accent}"/>`;
  } else if (cover === 'shemagh') {
    s += `<path d="M40 52H60L64 76H36Z" fill="${accent}"/>`;
    s += `<path d="M16 104C18 84 30 72 50 70C70 72 82 84 84 104Z" fill="${fg}"/>`;
    s += `<path d="M50 14C34 14 26 26 26 40C24 58 20 70 14 82L30 78C34 70 36 62 38 58H62C64 62 66 70 70 78L86 82C80 70 76 58 74 40C74 26 66 14 50 14Z" fill="${fg}"/>`;
    s += `<ellipse cx="50" cy="43" rx="13" ry="16" fill="${accent}"/>`;
    s += `<path d="M28 26C36 20 64 20 72 26" fill="none" stroke="${BROWN}" stroke-width="4" opacity=".6"/>`;
  } else {
    s += `<circle cx="50" cy="38" r="19" fill="${fg}"/>`;
    s += `<path d="M14 104C16 80 30 66 50 66C70 66 84 80 86 104Z" fill="${fg}"/>`;
  }
  return s;
}

function avatarSvg(size, cover, { bg = ['#f2e4c4', '#dcc08a'], fg = '#fbf5e8', accent = BROWN } = {}) {
  uid = 0;
  const defs = `<linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient><clipPath id="avc"><rect width="100" height="100"/></clipPath>`;
  return svgDoc(size, size, defs, `<rect width="100" height="100" fill="url(#av)"/><g clip-path="url(#avc)">${person(cover, fg, accent)}</g>`, '0 0 100 100');
}

const REVIEWS = {
  'client-1': () => avatarSvg(96, 'shemagh', { bg: ['#f3d98e', '#c7972f'], fg: '#fffaf0', accent: '#b98f45' }),
  'client-2': () => avatarSvg(96, 'hijab', { bg: ['#8a6d33', BROWN_DARK], fg: '#e9cf8d', accent: '#b4914f' }),
  'client-3': () => avatarSvg(96, 'none', { bg: ['#f6ead0', '#d9bf8b'], fg: BROWN, accent: '#fff' }),
};

function courierSvg() {
  uid = 0;
  const c = GOLD[21];
  const defs = goldDefs(21);
  let s = `<rect width="160" height="80" fill="${CREAM}"/>`;
  s += `<path d="M8 34H28M4 44H24M10 54H26" stroke="${c.mid}" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M30 18H104V62H30Z" fill="${BROWN}"/>`;
  s += `<path d="M104 30H128L146 46V62H104Z" fill="${BROWN}" stroke="${BROWN}" stroke-width="2" stroke-linejoin="round"/>`;
  s += `<path d="M110 35H126L138 46H110Z" fill="#f6ecd8"/>`;
  s += `<rect x="30" y="44" width="116" height="5" fill="url(#gH)"/>`;
  s += `<circle cx="60" cy="30" r="7" fill="none" stroke="url(#gV)" stroke-width="2.5"/>`;
  s += `<path d="M56 22L58 19H62L64 22L60 25Z" fill="url(#gV)"/>`;
  s += `<rect x="142" y="52" width="6" height="4" rx="1" fill="${c.light}"/>`;
  for (const x of [52, 124]) s += `<circle cx="${x}" cy="63" r="9" fill="${BROWN_DARK}"/><circle cx="${x}" cy="63" r="4" fill="${c.light}"/>`;
  s += `<rect x="20" y="72" width="136" height="2" rx="1" fill="${c.mid}" opacity=".4"/>`;
  return svgDoc(160, 80, defs, s);
}

// ───────────────────────────── app assets ─────────────────────────────

const FLAGS = {
  sa: () =>
    svgDoc(
      20,
      20,
      '',
      `<rect width="20" height="20" fill="#006c35"/>` +
        // the shahada, simplified to a flowing white band, and the sword beneath it
        `<path d="M4 7.2C5 6 6 8.6 7.2 7.2S9 6 10.2 7.3S12.2 6.1 13.4 7.2S15 6.4 16 7.3V9.2C15 8.4 14.2 9.9 13.2 9.1S11.2 9.9 10.1 9.1S8.2 9.9 7.1 9.1S5 9.9 4 9.1Z" fill="#fff"/>` +
        `<path d="M4.2 12.4H15.2L16.2 12.9L15.2 13.4H4.2Z" fill="#fff"/><rect x="5.2" y="11.4" width="1" height="3" fill="#fff"/>`,
    ),
  us: () => {
    let s = '';
    for (let i = 0; i < 7; i++) s += `<rect y="${r1((i * 20) / 7)}" width="20" height="${r1(20 / 7 + 0.05)}" fill="${i % 2 ? '#fff' : '#b22234'}"/>`;
    s += `<rect width="10" height="${r1((20 / 7) * 4)}" fill="#3c3b6e"/>`;
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) s += `<circle cx="${2 + c * 3}" cy="${r1(2.2 + r * 3.3)}" r=".7" fill="#fff"/>`;
    return svgDoc(20, 20, '', s);
  },
};

/** The logo: the mark and the words, as a hand-tidy SVG (it is also shipped as is). */
function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="Gold Store">
  <defs>
    ${markGold()}
  </defs>
  ${brandMark(38, 44, 19, { stroke: 5.5 })}
  <text x="72" y="51" font-family="Montserrat, 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif" font-size="28" font-weight="700" letter-spacing=".5" fill="${BROWN}" textLength="156" lengthAdjust="spacingAndGlyphs">Gold Store</text>
  <rect x="73" y="59" width="40" height="3" rx="1.5" fill="url(#markGold)"/>
</svg>
`;
}

function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <defs>
    ${markGold()}
  </defs>
  <rect width="64" height="64" rx="14" fill="${BROWN}"/>
  ${brandMark(32, 38, 17, { stroke: 6 })}
</svg>
`;
}

/**
 * The installed app's icon (the web app manifests, public/manifest.*.webmanifest): the favicon's
 * drawing at `size`. `bleed`: the brown to the edges, for a launcher's mask (maskable) or iOS's own
 * rounded corners (it shows a transparent corner black); else the favicon's rounded square. `mark`:
 * the ring's radius, a share of the size (the mark reaches ~1.35 times it from the centre).
 */
function appIconSvg(size, { bleed = false, mark = 0.27 } = {}) {
  const r = size * mark;
  const corner = bleed ? '' : ` rx="${r1((size * 14) / 64)}"`;
  return svgDoc(size, size, markGold(), `<rect width="${size}" height="${size}"${corner} fill="${BROWN}"/>` + brandMark(size / 2, size / 2, r, { stroke: r * 0.35 }));
}

function placeholderSvg(size) {
  const s = `<rect width="100" height="100" fill="#f3ede3"/><rect x="4" y="4" width="92" height="92" rx="4" fill="none" stroke="#e2d6c1" stroke-width=".8"/>` +
    `<g fill="none" stroke="#cdbb98" stroke-width="2" stroke-linejoin="round"><polygon points="36,40 44,32 56,32 64,40 50,62"/><polyline points="36,40 64,40"/><polyline points="44,32 47,40 50,62 53,40 56,32"/></g>` +
    `<path d="M34 72H66" stroke="#ddd0b8" stroke-width="2" stroke-linecap="round"/>`;
  return svgDoc(size, size, '', s, '0 0 100 100');
}

/** Cream banners with a cluster of jewellery on the left, leaving the right (the start of an RTL
 * line) free for a heading. */
function bannerSvg(w, h, variant) {
  uid = 0;
  const k = 21;
  const c = GOLD[k];
  const g = id('banner');
  let defs = goldDefs(k) + linkGradient(k) + FILTERS;
  let s = '';
  const rand = rng(w + h);
  if (variant === 'poster') {
    defs += `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a3714"/><stop offset=".42" stop-color="${BROWN}"/><stop offset=".55" stop-color="#e9d8b4"/><stop offset=".7" stop-color="#f6ecda"/><stop offset="1" stop-color="#fbf6ec"/></linearGradient>`;
    s += `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
    s += bokeh(w * 0.5, h, 24, 7, { color: '#e7c36a', maxO: 0.3, minR: 6, maxR: 40 });
    s += `<path d="M820 0C760 160 800 340 700 500" fill="none" stroke="${c.light}" stroke-width="2" opacity=".6"/>`;
    s += `<path d="M860 0C800 170 840 350 742 500" fill="none" stroke="${c.light}" stroke-width="1" opacity=".4"/>`;
    // a necklace draping from the top edge, a bangle, two bars and a coin
    const drape = (t) => [60 + 600 * t, -10 + 300 * Math.sin(Math.PI * t) ** 1.3];
    s += `<path d="${polyPath(drape, 0, 1)}" fill="none" stroke="#1b1205" stroke-width="16" opacity=".35" filter="url(#soft6)" transform="translate(6 12)"/>`;
    s += chainLinks(alongCurve(drape, 0, 1, 7.5), k, { style: 'rope', size: 11 });
    s += `<circle cx="360" cy="298" r="7" fill="none" stroke="${c.dark}" stroke-width="4"/><circle cx="360" cy="298" r="7" fill="none" stroke="${c.light}" stroke-width="2"/>`;
    s += `<path d="M360 304L342 330L360 380L378 330Z" fill="url(#g)" stroke="${c.dark}" stroke-width="2"/>`;
    s += diamond(360, 336, 11);
    s += shadow(330, 440, 260, 22, 0.5);
    s += castBar({ cx: 170, cy: 380, w: 190, h: 108, b: 20, k, rot: -6 });
    s += castBar({ cx: 560, cy: 392, w: 190, h: 108, b: 20, k, rot: 5 });
    s += coin({ cx: 365, cy: 420, r: 64, k, tilt: 0.45, thick: 8, design: 'star' });
    s += glint(120, 345, 14) + glint(520, 360, 10) + glint(600, 120, 8, 0.7);
  } else if (variant === 'block') {
    defs += `<radialGradient id="${g}" gradientUnits="userSpaceOnUse" cx="${w * 0.3}" cy="${h * 0.45}" r="${w * 0.75}"><stop offset="0" stop-color="#7a5f2a"/><stop offset=".5" stop-color="#4c3914"/><stop offset="1" stop-color="#21170a"/></radialGradient>`;
    s += `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
    s += bokeh(w, h, 30, 5, { color: '#e7c36a', maxO: 0.22, minR: 8, maxR: 50 });
    for (let i = 0; i < 5; i++) s += `<circle cx="${w * 0.3}" cy="${h * 0.5}" r="${230 + i * 46}" fill="none" stroke="${c.light}" stroke-width="1" opacity="${r1(0.35 - i * 0.06)}"/>`;
    s += shadow(360, 500, 250, 30, 0.55);
    s += coin({ cx: 230, cy: 330, r: 150, k, design: 'rosette', thick: 12 });
    s += mintBar({ cx: 470, cy: 310, w: 150, h: 240, k, rot: 10, thick: 10 });
    s += tubeEllipse({ cx: 360, cy: 470, rx: 90, ry: 34, t: 16, k });
    s += glint(170, 220, 16) + glint(430, 220, 12) + glint(560, 460, 9, 0.7);
  } else {
    defs += `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8e3a6"/><stop offset=".5" stop-color="#e7c36a"/><stop offset="1" stop-color="#c9972f"/></linearGradient>`;
    defs += `<pattern id="lattice" width="80" height="80" patternUnits="userSpaceOnUse"><polygon points="${starPoints(40, 40, 26, 14, 8)}" fill="none" stroke="${BROWN}" stroke-width="1.5" opacity=".18"/><circle cx="0" cy="0" r="5" fill="${BROWN}" opacity=".12"/><circle cx="80" cy="80" r="5" fill="${BROWN}" opacity=".12"/></pattern>`;
    defs += `<linearGradient id="fadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BROWN}" stop-opacity=".0"/><stop offset=".5" stop-color="${BROWN}" stop-opacity="0"/><stop offset="1" stop-color="${BROWN}" stop-opacity=".25"/></linearGradient>`;
    s += `<rect width="${w}" height="${h}" fill="url(#${g})"/><rect width="${w}" height="${h}" fill="url(#lattice)"/><rect width="${w}" height="${h}" fill="url(#fadeL)"/>`;
    s += `<path d="M0 ${h - 40}H${w}" stroke="${BROWN}" stroke-width="3" opacity=".35"/>`;
    s += shadow(300, 330, 260, 26, 0.4);
    // a cascade of coins
    const spots = [[150, 250, 88, 1], [300, 180, 104, 1], [450, 260, 84, 1], [230, 320, 70, 0.45], [380, 330, 70, 0.45]];
    for (const [x, y, r, t] of spots) s += coin({ cx: x, cy: y, r, k: 24, tilt: t, thick: 8, design: rand() > 0.5 ? 'star' : 'rosette', rot: t < 1 ? -8 : 0 });
    s += glint(260, 110, 14) + glint(500, 210, 10);
  }
  return svgDoc(w, h, defs, s);
}

// ───────────────────────────── hero videos ─────────────────────────────

function heroLayers(w, h, v) {
  const alt = v === 'fallback';
  const bg = svgDoc(
    w,
    h,
    `<radialGradient id="hb" gradientUnits="userSpaceOnUse" cx="${w * (alt ? 0.62 : 0.4)}" cy="${h * 0.42}" r="${w * 0.75}"><stop offset="0" stop-color="${alt ? '#6e5222' : '#5a4218'}"/><stop offset=".45" stop-color="#36260c"/><stop offset="1" stop-color="#140d04"/></radialGradient>` +
      `<filter id="silk" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r1(w / 40)}"/></filter>`,
    `<rect width="${w}" height="${h}" fill="url(#hb)"/>` +
      `<g filter="url(#silk)" fill="none" stroke="#c89b45">` +
      `<path d="M${-w * 0.1} ${h * 0.75}C${w * 0.25} ${h * 0.45} ${w * 0.55} ${h * 0.95} ${w * 1.1} ${h * 0.5}" stroke-width="${r1(w / 18)}" opacity=".22"/>` +
      `<path d="M${-w * 0.1} ${h * 0.3}C${w * 0.3} ${h * 0.05} ${w * 0.6} ${h * 0.55} ${w * 1.1} ${h * 0.2}" stroke-width="${r1(w / 30)}" opacity=".14"/></g>`,
  );
  const pad = Math.round(w * 0.1);
  const big = svgDoc(w + 2 * pad, h + 2 * pad, `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(w / 120)}"/></filter>`, bokeh(w + 2 * pad, h + 2 * pad, alt ? 18 : 22, alt ? 91 : 17, { minR: w / 60, maxR: w / 16, color: '#f0c96a', maxO: 0.3, blur: 'b' }));
  const dust = svgDoc(w + 2 * pad, h + 2 * pad, `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(w / 700)}"/></filter>`, bokeh(w + 2 * pad, h + 2 * pad, alt ? 60 : 80, alt ? 4 : 44, { minR: w / 700, maxR: w / 260, color: '#ffe3a0', maxO: 0.6, blur: 'b' }));
  const sw = Math.round(w * 0.45);
  const sheen = svgDoc(
    sw,
    h,
    `<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffdf8f" stop-opacity="0"/><stop offset=".5" stop-color="#ffe9b0" stop-opacity=".24"/><stop offset="1" stop-color="#ffdf8f" stop-opacity="0"/></linearGradient>`,
    // a band slanted by skewing, so its soft gradient slants with it and it has no hard edge
    `<rect x="${r1(h * 0.27)}" y="0" width="${r1(sw - h * 0.27)}" height="${h}" fill="url(#s)" transform="skewX(-15.1)"/>`,
  );
  return { bg, big, dust, sheen, pad, sw };
}

async function heroVideo(file, { w, h, seconds, variant }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hero-'));
  try {
    const L = heroLayers(w, h, variant);
    for (const name of ['bg', 'big', 'dust', 'sheen']) await sharp(Buffer.from(L[name])).png().toFile(path.join(tmp, `${name}.png`));
    const T = seconds;
    const p = L.pad;
    const dir = variant === 'fallback' ? -1 : 1;
    // Every motion is periodic in T, so the clip loops without a seam; the sheen starts and ends off screen.
    const sheenX = dir > 0 ? `-${L.sw}+(W+${L.sw})*t/${T}` : `W-(W+${L.sw})*t/${T}`;
    const graph = [
      `[1:v]format=rgba[big]`,
      `[2:v]format=rgba[dust]`,
      `[3:v]format=rgba[sheen]`,
      `[0:v][big]overlay=x='-${p}+${Math.round(p * 0.6)}*sin(2*PI*t/${T})':y='-${p}+${Math.round(p * 0.5)}*cos(2*PI*t/${T})'[a]`,
      `[a][dust]overlay=x='-${p}-${Math.round(p * 0.8)}*sin(2*PI*t/${T}+1)':y='-${p}+${Math.round(p * 0.6)}*sin(4*PI*t/${T})'[b]`,
      `[b][sheen]overlay=x='${sheenX}':y=0[c]`,
      `[c]eq=brightness='0.025*sin(2*PI*t/${T})':eval=frame,format=yuv420p[v]`,
    ].join(';');
    const input = (name) => ['-loop', '1', '-framerate', '25', '-t', String(T), '-i', path.join(tmp, `${name}.png`)];
    execFileSync(
      'ffmpeg',
      [
        '-y', '-hide_banner', '-loglevel', 'error',
        ...input('bg'), ...input('big'), ...input('dust'), ...input('sheen'),
        '-filter_complex', graph, '-map', '[v]', '-t', String(T), '-r', '25',
        '-c:v', 'libx264', '-preset', 'slow', '-crf', variant === 'fallback' ? '27' : '26', '-tune', 'grain',
        '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', '-map_metadata', '-1',
        file,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ───────────────────────────── writing it all ─────────────────────────────

const written = [];

async function webp(file, svg, { quality = 70, ...opts } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true, ...opts }).toFile(file);
  written.push(file);
}

async function png(file, svg) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
  written.push(file);
}

function text(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push(file);
}

const pub = (...p) => path.join(PUBLIC, ...p);

/**
 * The sizes browsers ask a manifest for (192 and 512, any shape), a maskable 512 (the mark at 0.24:
 * within the 40% circle every mask keeps, W3C's safe zone) and iOS's apple-touch-icon (180).
 */
async function appIcons() {
  for (const size of [192, 512]) await png(pub('icons', `icon-${size}.png`), appIconSvg(size));
  await png(pub('icons', 'maskable-512.png'), appIconSvg(512, { bleed: true, mark: 0.24 }));
  await png(pub('icons', 'apple-touch-icon-180.png'), appIconSvg(180, { bleed: true }));
}

async function allMedia() {
  const m = (...p) => path.join(MOCK, ...p);

  for (const [slug, draw] of Object.entries(PRODUCTS)) await webp(m('products', `${slug}.webp`), draw());
  for (const [slug, draw] of Object.entries(CATEGORIES)) await webp(m('categories', `${slug}.webp`), draw());
  for (const [name, draw] of Object.entries(TESTIMONIALS)) await webp(m('testimonials', `${name}.webp`), draw());
  for (const [name, draw] of Object.entries(FEATURES)) await webp(m('features', `${name}.webp`), draw(), { quality: 80 });
  for (const [name, draw] of Object.entries(REVIEWS)) await webp(m('reviews', `${name}.webp`), draw(), { quality: 80 });
  await webp(m('shipping', 'courier.webp'), courierSvg(), { quality: 80 });
  await webp(m('avatars', 'user-1.webp'), avatarSvg(256, 'shemagh', { bg: ['#f6e3ae', '#c99a3a'], fg: '#fffaf0', accent: '#b98f45' }));

  for (const [code, draw] of Object.entries(FLAGS)) await webp(pub('flags', `${code}.webp`), draw(), { quality: 90, smartSubsample: false });
  const logo = logoSvg();
  text(pub('logo.svg'), logo);
  await webp(pub('logo.webp'), logo, { quality: 85, alphaQuality: 90 });
  text(pub('favicon.svg'), faviconSvg());
  await appIcons();
  await webp(pub('avatars', 'male.webp'), avatarSvg(128, 'none', { bg: ['#efe6d6', '#d9c8a8'], fg: '#fbf7ef' }));
  await webp(pub('avatars', 'female.webp'), avatarSvg(128, 'hijab', { bg: ['#efe6d6', '#d9c8a8'], fg: '#fbf7ef', accent: '#dccbab' }));
  await webp(pub('images', 'placeholder-category.webp'), placeholderSvg(400));
  await webp(pub('images', 'placeholder-product.webp'), placeholderSvg(800));
  await webp(pub('images', 'banner-poster.webp'), bannerSvg(1600, 500, 'poster'));
  await webp(pub('images', 'poster-block.webp'), bannerSvg(1200, 600, 'block'));
  await webp(pub('images', 'promo-banner.webp'), bannerSvg(1600, 400, 'promo'));

  mkdirSync(m('video'), { recursive: true });
  mkdirSync(pub('video'), { recursive: true });
  await heroVideo(m('video', 'hero.mp4'), { w: 1280, h: 720, seconds: 6, variant: 'hero' });
  written.push(m('video', 'hero.mp4'));
  await heroVideo(pub('video', 'hero-fallback.mp4'), { w: 960, h: 540, seconds: 4, variant: 'fallback' });
  written.push(pub('video', 'hero-fallback.mp4'));
}

async function main() {
  await (process.argv.includes('icons') ? appIcons() : allMedia());

  // A short report: each file with its size and dimensions.
  for (const file of written) {
    const kb = (statSync(file).size / 1024).toFixed(1).padStart(7);
    let dims;
    if (file.endsWith('.mp4')) {
      const probe = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height,codec_name,pix_fmt:format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
      dims = probe.trim().replace(/\s+/g, ' ');
    } else {
      const meta = await sharp(file).metadata();
      dims = `${meta.width}×${meta.height}`;
    }
    console.log(`${kb} KB  ${dims.padEnd(28)} ${path.relative(root, file)}`);
  }
}

await main();
