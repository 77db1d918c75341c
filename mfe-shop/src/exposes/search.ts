import type { SearchEntry } from 'shared';
import { PRODUCT_CATEGORIES } from '../content/shop';

/** Exposed as './search': product categories open the shop filtered to them. */
const entries: SearchEntry[] = PRODUCT_CATEGORIES.map((category) => ({
  title: category.name,
  category: 'Products',
  href: `/e-shop?category=${category.id}`,
}));

export default entries;
