import { Box, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from 'shared/mui';
import { Drawer } from 'shared/mui-overlays';
import { NavLink } from 'shared/router';
import { CloseIcon, useLocale, useTranslation } from 'shared';
import { HEADER_COPY } from '../content/header';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_ITEMS, PRACTICAL_PAGE } from '../content/navigation';
import { preloadOnIntent } from '../federation/sections/preloadOnIntent';
import { MOBILE_MENU_ID } from './overlayIds';

/** A menu item, the current page's filled. */
const ITEM_STYLES = {
  borderRadius: 1,
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/** The slide-in menu for small screens (the header closes it whenever the route changes). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const copy = useTranslation(HEADER_COPY);
  const { locale } = useLocale();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: MOBILE_MENU_ID, 'aria-labelledby': 'mobile-menu-title', sx: { width: 280 } } }}
    >
      <Box component="nav" aria-label={copy.mobileNav} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="mobile-menu-title" variant="h6" component="p">
            {copy.menu}
          </Typography>
          <IconButton onClick={onClose} aria-label={copy.closeMenu}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} end {...preloadOnIntent(item.to)} sx={ITEM_STYLES}>
                <ListItemText primary={copy.navLabels[item.remote]} />
              </ListItemButton>
            </ListItem>
          ))}
          {/* What a visitor on the site needs most (prayer times, water, first aid), one tap from any page. */}
          <ListItem disablePadding>
            <ListItemButton
              component={NavLink}
              to={PRACTICAL_PAGE.to}
              end
              {...preloadOnIntent(PRACTICAL_PAGE.to)}
              sx={ITEM_STYLES}
            >
              <ListItemText primary={PRACTICAL_PAGE.name[locale]} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      {/* The language is not a place in the site: it sits under the navigation, not in it. */}
      {/* Its text lines up with the items' (the nav's 16 px and an item's 16 px; the link's own padding is 8). */}
      <Box sx={{ px: 3 }}>
        <LanguageSwitch />
      </Box>
    </Drawer>
  );
}
