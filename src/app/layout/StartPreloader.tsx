import { useLingui } from '@lingui/react/macro';

/**
 * index.html's preloader (styled there), drawn by React while the frame's first render runs as a
 * transition behind it, so the hand-over to the app shows no blank screen.
 */
export function StartPreloader() {
  const { t } = useLingui();
  return (
    <div className="preloader" role="status" aria-label={t`Loading…`}>
      <img src="/logo.svg" width={150} height={50} alt="" />
      <span />
    </div>
  );
}
