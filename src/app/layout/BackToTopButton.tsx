import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { usePrefersReducedMotion } from '../../shared/ui/usePrefersReducedMotion';
import classes from './BackToTop.module.css';

/**
 * The scroll-to-top button at the bottom end corner (SPEC §2), above the mobile bottom bar on
 * phones; it slides in while the page is `scrolled`. Loaded on demand (BackToTop).
 */
export function BackToTopButton({ scrolled }: { scrolled: boolean }) {
  const { t } = useLingui();
  const reduceMotion = usePrefersReducedMotion();

  return (
    <Transition mounted={scrolled} transition="slide-up" duration={reduceMotion ? 0 : 200}>
      {(styles) => (
        <div className={classes.affix} style={styles} data-print="hide">
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
