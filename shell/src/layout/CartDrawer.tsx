import { useRef } from 'react';
import { Box, Button, Divider, IconButton, List, ListItem, Stack, Typography } from 'shared/mui';
import { Drawer } from 'shared/mui-overlays';
import {
  AddIcon,
  CloseIcon,
  DeleteIcon,
  RemoveIcon,
  formatUsd,
  selectCartSubtotal,
  useCartStore,
  useLocale,
  useTranslation,
} from 'shared';
import { CART_COPY } from '../content/cart';
import { CART_DRAWER_ID } from './overlayIds';

/** The shared cart, owned by the shell. Purchasing is out of scope, and the drawer says so. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const items = useCartStore((state) => state.items);
  const subtotal = useCartStore(selectCartSubtotal);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const clear = useCartStore((state) => state.clear);
  const copy = useTranslation(CART_COPY);
  const { intlLocale } = useLocale();
  // A removed line takes its focused button with it: keep keyboard focus inside the drawer.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const remove = (productId: string) => {
    removeItem(productId);
    titleRef.current?.focus();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id: CART_DRAWER_ID, 'aria-labelledby': 'cart-title', sx: { width: { xs: '100%', sm: 380 } } },
      }}
    >
      <Box
        component="section"
        aria-labelledby="cart-title"
        sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="cart-title" variant="h6" component="h2" ref={titleRef} tabIndex={-1} sx={{ outline: 'none' }}>
            {copy.title}
          </Typography>
          <IconButton onClick={onClose} aria-label={copy.close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider sx={{ my: 1 }} />
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {copy.empty}
          </Typography>
        ) : (
          <List sx={{ flexGrow: 1, overflowY: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.productId} disableGutters sx={{ display: 'block', py: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                  <IconButton
                    size="small"
                    aria-label={copy.decrease(item.title)}
                    onClick={() => setQuantity(item.productId, item.quantity - 1)}
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <Typography aria-label={copy.quantity(item.title)} sx={{ minWidth: 24, textAlign: 'center' }}>
                    {item.quantity}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={copy.increase(item.title)}
                    onClick={() => setQuantity(item.productId, item.quantity + 1)}
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                  <Typography sx={{ flexGrow: 1, textAlign: 'right' }}>
                    {formatUsd(item.unitPrice * item.quantity, intlLocale)}
                  </Typography>
                  <IconButton size="small" aria-label={copy.remove(item.title)} onClick={() => remove(item.productId)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{copy.subtotal}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="cart-subtotal">
            {formatUsd(subtotal, intlLocale)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {copy.checkoutNote}
        </Typography>
        {items.length > 0 && (
          <Button
            variant="outlined"
            onClick={() => {
              clear();
              titleRef.current?.focus();
            }}
          >
            {copy.emptyCart}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
