import { useLingui } from '@lingui/react/macro';
import classes from './HomePreloader.module.css';

/**
 * SPEC §2: a full-screen spinner until /home has loaded. It looks like the one in index.html, so
 * the hand-over from the app's start to the home page is seamless.
 */
export function HomePreloader() {
  const { t } = useLingui();
  return (
    <div className={classes.preloader} role="status" aria-label={t`Loading the home page…`}>
      <span className={classes.spinner} aria-hidden />
    </div>
  );
}
