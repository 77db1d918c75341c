import { Button, type ButtonProps } from 'shared/mui';
import { ShoppingCartIcon, useCartStore } from 'shared';

/** Adds a product to the shared cart (the shell's header and drawer read the same store). */
export function AddToCartButton({ productId, title, price, size }: { productId: string; title: string; price: number; size?: ButtonProps['size'] }) {
  const addItem = useCartStore((state) => state.addItem);
  return (
    <Button variant="contained" size={size} startIcon={<ShoppingCartIcon />} onClick={() => addItem({ productId, title, unitPrice: price })} aria-label={`Add ${title} to cart`}>
      Add to Cart
    </Button>
  );
}
