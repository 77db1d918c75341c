import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, SafeImage, StarRating, formatUsd, useLocale, useTranslation } from 'shared';
import { PRODUCT_COPY } from '../content/productCopy';
import { shopProductLink, type ShopProduct } from '../content/shop';
import { AddToCartButton } from './AddToCartButton';

/** A shop product in the grid (stacked) or the list (side by side). */
export function ShopProductCard({ product, layout }: { product: ShopProduct; layout: 'grid' | 'list' }) {
  const list = layout === 'list';
  const { intlLocale } = useLocale();
  const copy = useTranslation(PRODUCT_COPY);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: list ? { xs: 'column', sm: 'row' } : 'column' }}
      data-testid="shop-product"
    >
      <Box sx={{ width: list ? { xs: '100%', sm: 220 } : '100%', flexShrink: 0 }}>
        <SafeImage src={product.image} alt={product.title} aspectRatio="1 / 1" />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          {/* The badge's row is kept on a card without one, so the cards' titles line up (as on Home). */}
          <Box sx={{ display: 'flex', mb: 1, minHeight: 24 }}>
            {product.badge && <Chip label={product.badge} size="small" color="primary" />}
          </Box>
          <Typography variant="h6" component="h3">
            {product.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <StarRating rating={product.rating} />
            <Typography variant="body2" color="text.secondary">
              {copy.reviews(product.reviewCount)}
            </Typography>
          </Box>
          {list && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {product.description}
            </Typography>
          )}
          <Typography sx={{ mt: 1, fontWeight: 700 }}>{formatUsd(product.price, intlLocale)}</Typography>
        </CardContent>
        {/* The buttons share the line, or, in a narrow card, each takes a whole line, flush (MUI's own spacing would indent the second). */}
        <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: 1 } }}>
          <AddToCartButton productId={product.id} title={product.title} price={product.price} size="small" />
          <Button
            component={RouterLink}
            to={shopProductLink(product.id)}
            variant="outlined"
            size="small"
            aria-label={actionLabel(copy.viewDetails, product.title)}
          >
            {copy.viewDetails}
          </Button>
        </CardActions>
      </Box>
    </Card>
  );
}
