import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
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

/** The frame of every page (SPEC §2 "Shared layout"): the routed page sits between header and footer. */
export function AppLayout() {
  return (
    <>
      <SkipLink />
      <header>
        <TopStrip />
        <GoldPriceStrip />
        <MainHeader />
        <CategoryBar />
      </header>
      <Box component="main" id="main-content" tabIndex={-1} mih="60vh">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Box>
      <Footer />
      <MobileBottomBar />
      <BackToTop />
      <OfflineNotice />
      <p id="status-announcer" role="status" aria-live="polite" className="visually-hidden" />
    </>
  );
}
