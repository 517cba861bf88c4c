/**
 * Code for index.html's inline script that defines `preloadStylesheet(href)`: the stylesheet is
 * preloaded at low priority and applied once it has arrived (why: scripts/startupHints.ts). Made
 * by the script rather than written as `<link … onload="this.rel='stylesheet'">`, because the
 * Content-Security-Policy allows an inline event handler only with 'unsafe-hashes', and the
 * inline script already has its hash.
 */
export const PRELOAD_STYLESHEET =
  `const preloadStylesheet=(h)=>{const l=document.createElement("link");l.rel="preload";l.setAttribute("as","style");` +
  `l.setAttribute("fetchpriority","low");l.crossOrigin="";l.onload=()=>l.rel="stylesheet";l.href=h;document.head.append(l)};`;
