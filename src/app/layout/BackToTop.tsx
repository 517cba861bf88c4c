import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Transition } from '@mantine/core';
import { useReducedMotion, useWindowEvent } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './BackToTop.module.css';

/** SPEC §9: the button shows once the page is scrolled more than 20 px. */
const SHOW_AFTER_PX = 20;

/**
 * Whether the page is scrolled further than `px`. Read on scroll only: reading the position while the
 * first page mounts would force the browser to lay it all out there and then. Re-renders only when
 * the answer changes, not at every scroll event.
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useWindowEvent('scroll', () => setPast(window.scrollY > px), { passive: true });
  return past;
}

/** The scroll-to-top button at the bottom end corner (SPEC §2), above the mobile bottom bar on phones. */
export function BackToTop() {
  const { t } = useLingui();
  const scrolled = useScrolledPast(SHOW_AFTER_PX);
  const reduceMotion = useReducedMotion();

  return (
    <Transition mounted={scrolled} transition="slide-up" duration={reduceMotion ? 0 : 200}>
      {(styles) => (
        <div className={classes.affix} style={styles}>
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
