import { Button, type ButtonProps } from 'shared/mui';
import { ShoppingCartIcon, actionLabel, useCartStore } from 'shared';

const LABEL = 'Add to Cart';

/** Adds a product to the shared cart (the shell's header and drawer read the same store). */
export function AddToCartButton({ productId, title, price, size }: { productId: string; title: string; price: number; size?: ButtonProps['size'] }) {
  const addItem = useCartStore((state) => state.addItem);
  return (
    <Button variant="contained" size={size} startIcon={<ShoppingCartIcon />} onClick={() => addItem({ productId, title, unitPrice: price })} aria-label={actionLabel(LABEL, title)}>
      {LABEL}
    </Button>
  );
}
