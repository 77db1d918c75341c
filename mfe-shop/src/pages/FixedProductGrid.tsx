import { Card, CardActions, CardContent, Chip, Grid, Typography } from '@mui/material';
import { SafeImage, formatUsd } from 'shared';
import { FIXED_PRODUCTS } from '../content/merchandise';
import { AddToCartButton } from './AddToCartButton';

export function FixedProductGrid() {
  return (
    <Grid container spacing={3}>
      {FIXED_PRODUCTS.map((product) => (
        <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <SafeImage src={product.image} alt={product.title} aspectRatio="1 / 1" />
            <CardContent sx={{ flexGrow: 1 }}>
              {product.badge && <Chip label={product.badge} size="small" color="primary" sx={{ mb: 1 }} />}
              <Typography variant="h6" component="h3">
                {product.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {product.description}
              </Typography>
              <Typography sx={{ mt: 1, fontWeight: 700 }}>{formatUsd(product.price)}</Typography>
            </CardContent>
            <CardActions>
              <AddToCartButton productId={product.id} title={product.title} price={product.price} />
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
