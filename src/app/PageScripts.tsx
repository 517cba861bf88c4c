// The router's <HeadContent> and <Scripts>, but the app's code (~173 KB brotli) is fetched and run
// only once the page the server drew is on screen: after its `load` event and its largest paint.
// Fetched from the head (modulepreload) and run as it arrived, that code shared a slow phone's
// bandwidth with the page's pictures and fonts and its evaluation held the first paint:
// `npm run perf`'s LCP went from ~3.0 s to ~1.5 s with it waiting (docs/performance.md, "What the store builds by hand"). A
// shopper who touches the page earlier starts it at once; the page reads and navigates without it.
import { Asset, type RouterManagedTag, useRouter, useRouterState, useTags } from '@tanstack/react-router';
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core';
import { LANGUAGE_KEY } from '../shared/language';

const isScriptPreload = (tag: RouterManagedTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload';

/** <HeadContent> without the app code's modulepreload links (PageScripts adds them when it starts). */
export function HeadTags() {
  const nonce = useRouter().options.ssr?.nonce;
  return useTags()
    .filter((tag) => !isScriptPreload(tag))
    .map((tag) => <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />);
}

/**
 * Runs in the page as an inline script (its source is written into the page): preloads the app's
 * modules and imports its entries once the first screen is shown, or at the shopper's first touch.
 */
function startAppAfterFirstScreen(entries: string[], preloads: string[], languageKey: string) {
  // What is typed before the app has taken over, which it puts back (src/app/typedBeforeApp.ts):
  // each field's text, and the text the app's first redraw set it back from.
  const fields = new Map<EventTarget, { typed: string; lost: string }>();
  const beforeTyping = ({ target }: Event) => {
    const field = fields.get(target!);
    // Emptied since the last key: the app's first redraw (a field the app fills itself is left be).
    if (field && field.typed && (target as HTMLInputElement).value === '') {
      field.lost += field.typed;
      field.typed = '';
    }
  };
  const typing = ({ target }: Event) => {
    // Text only: a box ticked or a file chosen is not typed (and a file field cannot be written).
    const isText = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && /^(text|search|email|tel|url|password|number)$/.test(target.type));
    if (!isText) return;
    fields.set(target, { lost: fields.get(target)?.lost ?? '', typed: target.value });
  };
  addEventListener('beforeinput', beforeTyping, true);
  addEventListener('input', typing, true);
  window.typedBeforeApp = {
    fields,
    stop: () => {
      removeEventListener('beforeinput', beforeTyping, true);
      removeEventListener('input', typing, true);
    },
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Elements, not import(): the development server rewrites import() in code it renders.
    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    for (const src of entries) document.head.append(Object.assign(document.createElement('script'), { type: 'module', src }));
  };
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, start, { once: true, capture: true });
  // The shopper chose another language than the page's, which the cookie did not carry: the app
  // loads the page again in that one (src/app/languageChoice.ts), at once rather than after it.
  try {
    const chosen = localStorage.getItem(languageKey);
    if (chosen && chosen !== document.documentElement.lang && !new URLSearchParams(location.search).has('lang')) start();
  } catch {
    // No storage (a private window's settings): the page's language stands.
  }
  // A picture that never finishes loading must not keep the app from starting.
  setTimeout(start, 5000);
  const afterLargestPaint = () => {
    const loaded = performance.now();
    // The largest paint is reported once it is on screen; it may have been before `load`.
    new PerformanceObserver((list) => list.getEntries().some((entry) => entry.startTime >= loaded) && start()).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(start, 500);
  };
  if (document.readyState === 'complete') afterLargestPaint();
  else addEventListener('load', afterLargestPaint, { once: true });
}

/** <Scripts>, with the app's entry scripts replaced by startAppAfterFirstScreen. */
export function PageScripts() {
  const router = useRouter();
  const nonce = router.options.ssr?.nonce;
  const matches = useRouterState({ select: (state) => state.matches });
  const preloads = useTags()
    .filter(isScriptPreload)
    .map((tag) => String(tag.attrs?.href));
  const [routeScripts, manifestScripts] = getSsrBodyScriptParts(matches, router.ssr?.manifest, nonce, { suppressHydrationWarning: true });
  const entries = manifestScripts.flatMap((script) => (typeof script.attrs?.src === 'string' ? [script.attrs.src] : []));
  const inlineScripts = manifestScripts.filter((script) => typeof script.attrs?.src !== 'string');
  const scripts = composeSsrBodyScripts([routeScripts, inlineScripts], router.isServer ? router.serverSsr?.takeInitialHydrationScriptTags() : undefined);
  const starter = `(${String(startAppAfterFirstScreen)})(${JSON.stringify(entries)},${JSON.stringify(preloads)},${JSON.stringify(LANGUAGE_KEY)})`;
  return (
    <>
      {scripts.map((asset, index) => (
        <Asset {...asset} key={`tsr-scripts-${asset.tag}-${index}`} />
      ))}
      {/* A plain element, not an <Asset>: hydration keeps it and never runs it a second time. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}
