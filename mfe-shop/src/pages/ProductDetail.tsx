import type { ReactNode } from 'react';
import { Box, Button, Chip, Container, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundInSection, SafeImage, formatUsd, usePageTitle } from 'shared';

export interface ProductDetailProps {
  title: string;
  description: string;
  price: number;
  image: string;
  badge?: string;
  /** Ratings, variants, the buy or customise action… */
  children?: ReactNode;
}

/** The one product page layout, for shop, fixed and print-on-demand products. */
export function ProductDetail({ title, description, price, image, badge, children }: ProductDetailProps) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Button component={RouterLink} to="/e-shop" sx={{ mb: 2 }}>
        ← Back to the shop
      </Button>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SafeImage src={image} alt={title} aspectRatio="1 / 1" lazy={false} sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {badge && <Chip label={badge} color="primary" sx={{ mb: 1 }} />}
          <Typography variant="h1" sx={{ fontSize: '2.2rem', mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }}>{formatUsd(price)}</Typography>
          <Typography sx={{ mb: 3 }}>{description}</Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>{children}</Box>
        </Grid>
      </Grid>
    </Container>
  );
}

/** An unknown product id or slug, inside the section, with the way back. */
export function ProductNotFound() {
  return <NotFoundInSection title="Product not found" message="We couldn't find that product. It may have sold out or moved." backLabel="Back to the shop" backTo="/e-shop" />;
}
