import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, SafeImage, formatUsd, useLocale, useTranslation } from 'shared';
import { MERCHANDISE_COPY, isPrintOnDemand, productLink, type MerchProduct } from '../content/merchandise';
import { POD_COPY } from '../content/printOnDemand';
import { PRODUCT_COPY } from '../content/productCopy';
import { AddToCartButton } from './AddToCartButton';

/** A fixed product with Add to Cart, or a print-on-demand one with its blue badge, POD tag and Customize. */
export function MerchProductCard({ product }: { product: MerchProduct }) {
  const { intlLocale } = useLocale();
  const copy = useTranslation(MERCHANDISE_COPY);
  const productCopy = useTranslation(PRODUCT_COPY);
  const defaultPodBadge = useTranslation(POD_COPY).defaultBadge;
  const pod = isPrintOnDemand(product);
  const link = productLink(product);
  const badge = pod ? product.badge || defaultPodBadge : product.badge;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="merch-card">
      <SafeImage src={product.image} alt={product.title} aspectRatio="1 / 1" />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, minHeight: 24 }}>
          {badge && <Chip label={badge} size="small" color={pod ? 'info' : 'primary'} />}
          {pod && <Chip label={copy.podTag} size="small" variant="outlined" color="info" />}
        </Stack>
        <Typography variant="h6" component="h3">
          {product.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {product.description}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 700 }}>{formatUsd(product.price, intlLocale)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {pod ? (
          <Button
            component={RouterLink}
            to={link}
            variant="contained"
            color="info"
            size="small"
            aria-label={actionLabel(productCopy.customize, product.title)}
          >
            {productCopy.customize}
          </Button>
        ) : (
          <AddToCartButton productId={product.id} title={product.title} price={product.price} size="small" />
        )}
        <Button
          component={RouterLink}
          to={`${link}/details`}
          variant="outlined"
          size="small"
          aria-label={actionLabel(productCopy.details, product.title)}
        >
          {productCopy.details}
        </Button>
      </CardActions>
    </Card>
  );
}
