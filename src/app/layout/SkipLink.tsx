import { Trans } from '@lingui/react/macro';
import classes from './SkipLink.module.css';

/** The first stop of the keyboard: jump over the headers to the page itself. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skip}>
      <Trans>Skip to content</Trans>
    </a>
  );
}
