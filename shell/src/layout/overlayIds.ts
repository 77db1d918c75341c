// The ids the header's buttons point at with aria-controls; the overlays themselves load lazily.
export const CART_DRAWER_ID = 'cart-drawer';
export const MOBILE_MENU_ID = 'mobile-menu';
