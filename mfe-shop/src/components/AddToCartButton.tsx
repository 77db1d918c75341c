import { Button, type ButtonProps } from 'shared/mui';
import { ShoppingCartIcon, actionLabel, useCartStore, useTranslation } from 'shared';
import { PRODUCT_COPY } from '../content/productCopy';

/** Adds a product to the shared cart (the shell's header and drawer read the same store). */
export function AddToCartButton({
  productId,
  title,
  price,
  size,
}: {
  productId: string;
  title: string;
  price: number;
  size?: ButtonProps['size'];
}) {
  const addItem = useCartStore((state) => state.addItem);
  const label = useTranslation(PRODUCT_COPY).addToCart;
  return (
    <Button
      variant="contained"
      size={size}
      startIcon={<ShoppingCartIcon />}
      onClick={() => addItem({ productId, title, unitPrice: price })}
      aria-label={actionLabel(label, title)}
    >
      {label}
    </Button>
  );
}
