import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, SafeImage, formatUsd } from 'shared';
import { MERCHANDISE_COPY, isPrintOnDemand, productLink, type MerchProduct } from '../content/merchandise';
import { DEFAULT_POD_BADGE } from '../content/printOnDemand';
import { AddToCartButton } from './AddToCartButton';

/** A fixed product with Add to Cart, or a print-on-demand one with its blue badge, POD tag and Customize. */
export function MerchProductCard({ product }: { product: MerchProduct }) {
  const pod = isPrintOnDemand(product);
  const link = productLink(product);
  const badge = pod ? product.badge || DEFAULT_POD_BADGE : product.badge;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="merch-card">
      <SafeImage src={product.image} alt={product.title} aspectRatio="1 / 1" />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, minHeight: 24 }}>
          {badge && <Chip label={badge} size="small" color={pod ? 'info' : 'primary'} />}
          {pod && <Chip label={MERCHANDISE_COPY.podTag} size="small" variant="outlined" color="info" />}
        </Stack>
        <Typography variant="h6" component="h3">
          {product.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {product.description}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 700 }}>{formatUsd(product.price)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {pod ? (
          <Button component={RouterLink} to={link} variant="contained" color="info" size="small" aria-label={actionLabel('Customize', product.title)}>
            Customize
          </Button>
        ) : (
          <AddToCartButton productId={product.id} title={product.title} price={product.price} size="small" />
        )}
        <Button component={RouterLink} to={`${link}/details`} variant="outlined" size="small" aria-label={actionLabel('Details', product.title)}>
          Details
        </Button>
      </CardActions>
    </Card>
  );
}
