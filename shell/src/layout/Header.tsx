import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AppBar, Badge, Box, Button, Container, IconButton, Toolbar, Typography } from 'shared/mui';
import { Link as RouterLink, NavLink, useLocation } from 'shared/router';
import {
  HEADER_HEIGHT,
  HEADER_HEIGHT_SHRUNK,
  MenuIcon,
  SearchIcon,
  ShoppingCartIcon,
  selectCartCount,
  useCartStore,
  useSearchStore,
  useTranslation,
} from 'shared';
import { HEADER_COPY } from '../content/header';
import { NAV_ITEMS } from '../content/navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { usePalettePreload } from '../search/SearchPalette';
import { preloadOnIntent } from '../federation/sections/preloadOnIntent';
import { intentHandlers } from './intentHandlers';
import { lazyOverlay, preloadOverlayOnIntent } from './lazyOverlay';
import { CART_DRAWER_ID, MOBILE_MENU_ID } from './overlayIds';
import { useHeaderShrink } from './useHeaderShrink';

const MobileMenu = lazyOverlay('mobile menu', () => import('./MobileMenu').then((module) => module.MobileMenu));
const CartDrawer = lazyOverlay('cart', () => import('./CartDrawer').then((module) => module.CartDrawer));

// The cart's and the menu's buttons hold their own state: opening one, or the cart's count
// changing, renders that button and its overlay, not the whole header (a tap answered sooner on a slow phone).

/** The cart's button, its count, and the cart drawer it opens. */
function CartControl() {
  const [cartOpen, setCartOpen] = useState(false);
  const cartCount = useCartStore(selectCartCount);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const copy = useTranslation(HEADER_COPY);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={() => setCartOpen(true)}
        sx={{ flexShrink: 0 }}
        {...preloadOverlayOnIntent(CartDrawer)}
        aria-label={copy.cart(cartCount)}
        aria-controls={CART_DRAWER_ID}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={cartCount} color="secondary" showZero={false} data-testid="cart-count">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <CartDrawer open={cartOpen} onClose={closeCart} />
    </>
  );
}

/** The menu's button (below the desktop width) and the mobile menu it opens. */
function MobileMenuControl() {
  const { pathname } = useLocation();
  // The mobile menu is open on the page it was opened on: any route change closes it (SPEC: header).
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);
  const copy = useTranslation(HEADER_COPY);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={() => setMenuOpenedOn(pathname)}
        {...preloadOverlayOnIntent(MobileMenu)}
        aria-label={copy.openMenu}
        aria-controls={MOBILE_MENU_ID}
        aria-expanded={menuOpen}
        sx={{ display: { md: 'none' }, flexShrink: 0 }}
      >
        <MenuIcon />
      </IconButton>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </>
  );
}

/**
 * The logo's word beside the mark. On the narrowest phones (under 360 px) the row has room for the
 * mark and the search, cart and menu buttons only: the word goes (the link's name still says it).
 */
const LOGO_WORD = {
  component: 'span',
  sx: { '@media (max-width: 359.95px)': { display: 'none' } },
} as const;

/** Styles of a part of the header once the page has scrolled: set under the bar's `data-shrunk`. */
const WHEN_SHRUNK = '[data-shrunk="true"] &';

/**
 * The header's bar. Past the scroll threshold it is marked `data-shrunk` (useHeaderShrink) and its
 * shadow and the smaller sizes inside it are CSS under that mark: a scroll renders nothing.
 */
function HeaderBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  useHeaderShrink(bar);
  return (
    <AppBar
      ref={bar}
      position="fixed"
      color="inherit"
      elevation={0}
      data-shrunk="false"
      sx={{ borderBottom: 1, borderColor: 'divider', '&[data-shrunk="true"]': { boxShadow: 4 } }}
    >
      {children}
    </AppBar>
  );
}

export function Header() {
  const openPalette = useSearchStore((state) => state.openPalette);
  const preloadPalette = usePalettePreload();
  const copy = useTranslation(HEADER_COPY);

  return (
    <HeaderBar>
      <Container maxWidth="xl">
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: HEADER_HEIGHT },
            [WHEN_SHRUNK]: { minHeight: HEADER_HEIGHT_SHRUNK },
            transition: 'min-height 200ms ease',
            gap: { xs: 0.5, sm: 1 },
          }}
        >
          <Typography
            component={RouterLink}
            to="/"
            aria-label={copy.homeLink}
            sx={{
              fontWeight: 800,
              fontSize: '1.35rem',
              [WHEN_SHRUNK]: { fontSize: '1.15rem' },
              color: 'primary.main',
              textDecoration: 'none',
              mr: { xs: 1, sm: 2 },
              whiteSpace: 'nowrap',
              transition: 'font-size 200ms ease',
            }}
          >
            {/* The brand's word and the mark in the brand's order: "EXPO2030 Guide", "دليل EXPO2030". */}
            {!copy.logo.markFirst && <Box {...LOGO_WORD}>{`${copy.logo.word} `}</Box>}
            EXPO
            <Box component="span" sx={{ color: 'secondary.main' }}>
              2030
            </Box>
            {copy.logo.markFirst && <Box {...LOGO_WORD}>{` ${copy.logo.word}`}</Box>}
          </Typography>
          <Box
            component="nav"
            aria-label={copy.mainNav}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
          >
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                {...preloadOnIntent(item.to)}
                color="inherit"
                sx={{
                  fontWeight: 600,
                  letterSpacing: 0.5,
                  '&[aria-current="page"]': {
                    color: 'primary.main',
                    boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}`,
                  },
                }}
              >
                {copy.navLabels[item.remote]}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <Button
            color="inherit"
            onClick={openPalette}
            {...intentHandlers(preloadPalette)}
            startIcon={<SearchIcon />}
            aria-label={copy.searchButton}
            aria-keyshortcuts="Control+K Meta+K"
            // Its word shows on wide screens only; below that it is an icon button of a full touch size.
            sx={{
              minWidth: 40,
              flexShrink: 0,
              '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 }, ml: { xs: 0, lg: -0.5 } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
              {copy.search}
            </Box>
          </Button>
          {/* On a phone the header's row has no room for it: it is in the menu there, one tap away. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexShrink: 0 }}>
            <LanguageSwitch />
          </Box>
          <CartControl />
          <MobileMenuControl />
        </Toolbar>
      </Container>
    </HeaderBar>
  );
}
