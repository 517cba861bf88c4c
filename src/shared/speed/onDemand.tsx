import {
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
} from 'react';

/**
 * Code the first page can do without: menus, dialogs, drawers, the search list, tooltips and
 * toasts. Each piece loads when the shopper first wants it, and every piece starts loading at the
 * shopper's first touch, key or pointer move on the page, so it is usually there before it is
 * wanted. The first page downloads and runs less. A piece that cannot load (offline) is tried
 * again when the connection is back; until then its stand-in, if any, stays.
 */
export interface OnDemand<P> {
  /** Renders the loaded component: only once `useOnDemand` has said it is there. */
  Loaded: ComponentType<P>;
  isLoaded: () => boolean;
  load: () => Promise<unknown>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let Component: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const code: OnDemand<P> = {
    Loaded: (props: P) => (Component ? <Component {...props} /> : null),
    isLoaded: () => !!Component,
    load: () => (loading ??= retryWhenOnline(load).then((loaded) => (Component = loaded))),
  };
  afterFirstInteraction(() => void code.load());
  return code;
}

/** Whether `code` is wanted and loaded; loading starts when it is first wanted. */
export function useOnDemand<P>(code: OnDemand<P>, wanted: boolean): boolean {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const loaded = code.isLoaded();
  useEffect(() => {
    if (wanted && !loaded) void code.load().then(rerender);
  }, [code, wanted, loaded]);
  return wanted && loaded;
}

/** `load()`, tried again each time the browser comes back online until it succeeds. */
function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve) => window.addEventListener('online', () => resolve(retryWhenOnline(load)), { once: true })),
  );
}

/** True from the shopper's first touch, key, click or pointer move on the page. */
export function useInteracted(): boolean {
  return useSyncExternalStore(afterFirstInteraction, () => interacted, () => false);
}

/**
 * How the shopper first showed they want a control drawn without its code: a mouse over it,
 * the keyboard focus on it, or a press (click, tap, Enter). The loaded control is told, so it can
 * open or take the focus as the shopper expects.
 */
export type Intent = 'hover' | 'focus' | 'press';
const STRENGTH: Record<Intent, number> = { hover: 1, focus: 2, press: 3 };

/** The intent shown on a stand-in control so far, and the handlers that notice it. */
export function useIntent() {
  const [intent, setIntent] = useState<Intent>();
  const show = (next: Intent) => setIntent((current) => (current && STRENGTH[current] >= STRENGTH[next] ? current : next));
  const handlers = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && show('hover'),
    // Only the keyboard's focus: a tap or click focuses too, and then comes its press.
    onFocus: (event: FocusEvent) => event.currentTarget.matches(':focus-visible') && show('focus'),
    onClick: () => show('press'),
  };
  return [intent, handlers] as const;
}

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'click', 'focusin'] as const;
const waiting = new Set<() => void>();
let interacted = false;
let listening = false;

/** Runs `callback` at the first interaction (at once if it has happened); returns a canceller. */
function afterFirstInteraction(callback: () => void): () => void {
  if (interacted || typeof window === 'undefined') {
    if (interacted) callback();
    return () => {};
  }
  waiting.add(callback);
  if (!listening) {
    listening = true;
    for (const type of INTERACTIONS) window.addEventListener(type, noticeInteraction, { capture: true, passive: true });
  }
  return () => waiting.delete(callback);
}

function noticeInteraction() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, noticeInteraction, { capture: true });
  for (const callback of waiting) callback();
  waiting.clear();
}

interface OverlayProps {
  opened: boolean;
}

/**
 * A dialog or drawer whose code loads the first time it opens (see onDemand). Once loaded it first
 * mounts closed and then opens: Mantine notes the focused element, to give the focus back on
 * closing, only when `opened` changes.
 */
export function overlayOnDemand<P extends OverlayProps>(load: () => Promise<ComponentType<P>>) {
  const code = onDemand(load);

  return function OverlayOnDemand(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    const loaded = useOnDemand(code, wanted);
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(loaded), [loaded]);
    return loaded ? <code.Loaded {...props} opened={props.opened && mounted} /> : null;
  };
}
