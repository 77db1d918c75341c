import { Box, Toolbar } from 'shared/mui';
import { Outlet } from 'shared/router';
import { SearchPalette } from '../search/SearchPalette';
import { OfflineStatus, UpdateStatus } from '../offline/SiteStatus';
import { CartAnnouncement } from './CartAnnouncement';
import { Footer } from './Footer';
import { HEADER_HEIGHT } from 'shared';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The frame every page shares: skip link, header, the routed content (under the offline notice), footer, search palette, the cart's announcements, update prompt. */
export function AppLayout() {
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <Header />
      {/* Reserves the full header height so content never jumps when the header shrinks. */}
      <Toolbar sx={{ minHeight: { xs: HEADER_HEIGHT } }} aria-hidden />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none', minHeight: '60vh' }}>
        <OfflineStatus />
        <Outlet />
      </Box>
      <Footer />
      <SearchPalette />
      <CartAnnouncement />
      <UpdateStatus />
    </>
  );
}
