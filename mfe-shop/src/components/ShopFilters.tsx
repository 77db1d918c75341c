import { useState } from 'react';
import { Box, List, ListItem, ListItemButton, Typography } from 'shared/mui';
import { Slider } from 'shared/mui-widgets/slider';
import { useTranslation } from 'shared';
import { PRODUCT_CATEGORIES, SHOP_COPY, type ProductCategoryId } from '../content/shop';

/** SPEC section 4: the price slider runs 0–100, defaults to 0–50, and filters nothing. */
export const PRICE_RANGE = { min: 0, max: 100, initial: [0, 50] as [number, number] };

export function ShopFilters({
  category,
  onCategory,
}: {
  category: ProductCategoryId | null;
  onCategory: (next: ProductCategoryId | null) => void;
}) {
  const [price, setPrice] = useState<number[]>(PRICE_RANGE.initial);
  const copy = useTranslation(SHOP_COPY);
  const categories = useTranslation(PRODUCT_CATEGORIES);
  const options: Array<{ id: ProductCategoryId | null; name: string }> = [
    { id: null, name: copy.allProducts },
    ...categories,
  ];
  return (
    <Box component="aside" aria-label={copy.filtersLabel}>
      <Typography variant="h2" id="categories-heading" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {copy.sidebarTitle}
      </Typography>
      <Box component="nav" aria-labelledby="categories-heading">
        <List dense>
          {options.map((option) => (
            <ListItem key={option.id ?? 'all'} disablePadding>
              <ListItemButton
                component="button"
                selected={category === option.id}
                aria-current={category === option.id ? 'true' : undefined}
                onClick={() => onCategory(option.id)}
              >
                {/* Text a button may hold (ListItemText is a <div>, which a <button> may not). */}
                <Typography component="span" variant="body2" sx={{ py: 0.5 }}>
                  {option.name}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Typography variant="h2" id="price-heading" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
        {copy.priceTitle}
      </Typography>
      <Box sx={{ px: 1 }}>
        <Slider
          value={price}
          onChange={(_event, value) => setPrice(value as number[])}
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          valueLabelDisplay="auto"
          getAriaLabel={(index) => (index === 0 ? copy.minPrice : copy.maxPrice)}
          getAriaValueText={copy.priceValue}
        />
        <Typography variant="body2" color="text.secondary">
          {copy.priceRange(price[0], price[1])}
        </Typography>
      </Box>
    </Box>
  );
}
