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
import { SkipLink } from './SkipLink';
import { TopStrip } from './TopStrip';

/**
 * The frame of every page (SPEC §2 "Shared layout"): the routed page sits between header and footer.
 * Each part is a Suspense boundary so that React hydrates the server's page part by part, in short
 * tasks the browser can answer a tap between, not in one long one.
 */
export function AppLayout() {
  return (
    <>
      <SkipLink />
      <Suspense>
        <header>
          <TopStrip />
          <GoldPriceStrip />
          <MainHeader />
          <CategoryBar />
        </header>
      </Suspense>
      <Box component="main" id="main-content" tabIndex={-1} mih="60vh">
        <Suspense>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <MobileBottomBar />
        <BackToTop />
        <OfflineNotice />
      </Suspense>
      <p id="status-announcer" role="status" aria-live="polite" className="visually-hidden" />
    </>
  );
}
