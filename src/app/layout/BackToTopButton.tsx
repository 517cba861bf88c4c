import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../shared/ui/usePrefersReducedMotion';
import classes from './BackToTop.module.css';

/**
 * What the button must never cover: a control, or a figure (the store isolates its amounts,
 * numbers and codes in <bdi>: a price's currency, a total).
 */
const KEEP_CLEAR = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], bdi';

/** Points across the button's box, 4 × 4 (about 15 px apart on its 48 px), 1 px inside its edges. */
const GRID = [0, 1 / 3, 2 / 3, 1];

/**
 * Whether the page shows something of KEEP_CLEAR under the button: the topmost element under each
 * point of the grid. Its resting box (offset*: without the slide-in's transform).
 */
function coversSomething(affix: HTMLElement): boolean {
  const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = affix;
  return GRID.some((across) =>
    GRID.some((down) => {
      const under = document
        .elementsFromPoint(left + 1 + across * (width - 2), top + 1 + down * (height - 2))
        .find((element) => !affix.contains(element));
      return Boolean(under?.closest(KEEP_CLEAR));
    }),
  );
}

/**
 * Whether the button, while shown, sits over a control or a figure. However it is placed (above
 * the phone's bottom bar and a page's sticky bar: BackToTop.module.css), the page scrolls under
 * it, and a floating button over the compare button or a total hides it from the eye and the
 * finger. So it looks under itself at every scroll frame, resize and change of the page's height,
 * and steps aside (hidden) while something is there; it comes back over plain space.
 */
function useCovering(affix: RefObject<HTMLDivElement | null>, shown: boolean): boolean {
  // Hidden until it has looked: it appears (and reappears) wherever the page was scrolled to.
  const [covering, setCovering] = useState(true);
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => affix.current && setCovering(coversSomething(affix.current)));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    return () => {
      setCovering(true);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      resized.disconnect();
    };
  }, [affix, shown]);
  return covering;
}

/**
 * The scroll-to-top button at the bottom end corner, above the mobile bottom bar on
 * phones; it slides in while the page is `scrolled`, and is hidden while it would cover a control
 * or an amount. Loaded on demand (BackToTop).
 */
export function BackToTopButton({ scrolled }: { scrolled: boolean }) {
  const { t } = useLingui();
  const reduceMotion = usePrefersReducedMotion();
  const affix = useRef<HTMLDivElement>(null);
  const covering = useCovering(affix, scrolled);

  return (
    <Transition mounted={scrolled} transition="slide-up" duration={reduceMotion ? 0 : 200}>
      {(styles) => (
        <div ref={affix} className={classes.affix} style={styles} data-covering={covering || undefined} data-print="hide">
          <ActionIcon
            className={classes.button}
            size={48}
            radius="xl"
            variant="filled"
            aria-label={t`Back to top`}
            onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
          >
            <IconArrowUp size={22} stroke={2} aria-hidden />
          </ActionIcon>
        </div>
      )}
    </Transition>
  );
}
