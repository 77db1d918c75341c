import { Button } from '@mui/material';
import { ShoppingCartIcon, useCartStore } from 'shared';

/** Adds a product to the shared cart (the shell's header and drawer read the same store). */
export function AddToCartButton({ productId, title, price }: { productId: string; title: string; price: number }) {
  const addItem = useCartStore((state) => state.addItem);
  return (
    <Button variant="contained" startIcon={<ShoppingCartIcon />} onClick={() => addItem({ productId, title, unitPrice: price })} aria-label={`Add ${title} to cart`}>
      Add to Cart
    </Button>
  );
}
