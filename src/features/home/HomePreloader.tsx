import { useLingui } from '@lingui/react/macro';
import classes from './HomePreloader.module.css';

/**
 * A full-screen spinner under the logo while a slow /home loads (the route's pendingComponent, so
 * light and apart from the page's code).
 */
export function HomePreloader() {
  const { t } = useLingui();
  // The empty block keeps a screen's height in the page meanwhile, so the footer starts below the
  // fold and does not jump when the content arrives (layout shift).
  return (
    <div className={classes.reserve}>
      <div className={classes.preloader} role="status" aria-label={t`Loading the home page…`}>
        <img src="/logo.svg" width={150} height={50} alt="" />
        <span className={classes.spinner} aria-hidden />
      </div>
    </div>
  );
}
