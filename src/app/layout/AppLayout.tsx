import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { BackToTop } from './BackToTop';
import { CategoryBar } from './CategoryBar';
import { Footer } from './Footer';
import { GoldPriceStrip } from './GoldPriceStrip';
import { MainHeader } from './MainHeader';
import { MobileBottomBar } from './MobileBottomBar';
import { OfflineNotice } from './OfflineNotice';
import { PageTransition } from './PageTransition';
import { PartHydrated } from './PartHydrated';
import { TopStrip } from './TopStrip';
import { BelowTheFold } from '../../shared/speed/belowTheFold';
import { PageNotice } from '../../shared/ui/PageNotice';
import { Trans } from '@lingui/react/macro';
import classes from './SkipLink.module.css';

/** The first stop of the keyboard: jump over the headers to the page itself. */
function SkipLink() {
  return (
    <a href="#main-content" className={classes.skip}>
      <Trans>Skip to content</Trans>
    </a>
  );
}

/**
 * The frame of every page: the routed page sits between header and footer.
 * Each part is a Suspense boundary so that React hydrates the server's page part by part, in short
 * tasks the browser can answer a tap between, not in one long one; the footer waits until the
 * shopper nears it (the part counts as taken over meanwhile: its links work as plain links).
 */
export function AppLayout() {
  return (
    <>
      <SkipLink />
      <Suspense>
        <header data-print="hide">
          <TopStrip />
          <GoldPriceStrip />
          <MainHeader />
          <CategoryBar />
        </header>
        {import.meta.env.MODE === 'test' && <PartHydrated part="header" />}
      </Suspense>
      <Box component="main" id="main-content" tabIndex={-1} mih="60vh">
        <Suspense>
          <PageNotice />
          <PageTransition>
            <Outlet />
          </PageTransition>
          {import.meta.env.MODE === 'test' && <PartHydrated part="main" />}
        </Suspense>
      </Box>
      <Suspense>
        <BelowTheFold>
          <Footer />
        </BelowTheFold>
        {import.meta.env.MODE === 'test' && <PartHydrated part="footer" />}
      </Suspense>
      <Suspense>
        <MobileBottomBar />
        <BackToTop />
        <OfflineNotice />
        {import.meta.env.MODE === 'test' && <PartHydrated part="bottom bar" />}
      </Suspense>
      <p id="status-announcer" role="status" aria-live="polite" className="visually-hidden" />
    </>
  );
}
