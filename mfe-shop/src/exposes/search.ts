import type { SearchEntry } from 'shared';
import { PRODUCT_CATEGORIES, shopCategoryLink } from '../content/shop';

/** Exposed as './search': product categories open the shop filtered to them. */
const entries: SearchEntry[] = [...PRODUCT_CATEGORIES.map((category): SearchEntry => ({ title: category.name, category: 'Products', href: shopCategoryLink(category.id) }))];

export default entries;
