import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { lazyPart } from '../../shared/ui/onDemand';
import { RenderWhenNear } from '../../shared/ui/RenderWhenNear';
import { BackToTop } from './BackToTop';
import { CategoryBar } from './CategoryBar';
import { GoldPriceStrip } from './GoldPriceStrip';
import { MainHeader } from './MainHeader';
import { MobileBottomBar } from './MobileBottomBar';
import { OfflineNotice } from './OfflineNotice';
import { PageTransition } from './PageTransition';
import { SkipLink } from './SkipLink';
import { TopStrip } from './TopStrip';

// Below every page's first screen: its code loads as the shopper comes near it, not with the first page.
const Footer = lazyPart(() => import('./Footer'), (module) => module.Footer);

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
      <RenderWhenNear reserve={400}>
        <Footer />
      </RenderWhenNear>
      <MobileBottomBar />
      <BackToTop />
      <OfflineNotice />
      <p id="status-announcer" role="status" aria-live="polite" className="visually-hidden" />
    </>
  );
}
