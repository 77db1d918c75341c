import type { ReactNode } from 'react';
import { Box, Typography } from 'shared/mui';
import { DetailLayout, NotFoundInSection, formatUsd, useLocale, useTranslation, type PageMeta } from 'shared';
import { PRODUCT_COPY } from '../content/productCopy';

export interface ProductDetailProps {
  title: string;
  description: string;
  price: number;
  image: string;
  badge?: string;
  /** The page's description and its schema.org Product. */
  meta: PageMeta;
  /** Ratings, variants, the buy or customise action… */
  children?: ReactNode;
}

/** The one product page layout, for shop, fixed and print-on-demand products. */
export function ProductDetail({ title, description, price, image, badge, meta, children }: ProductDetailProps) {
  const { intlLocale } = useLocale();
  const copy = useTranslation(PRODUCT_COPY);
  return (
    <DetailLayout
      title={title}
      image={image}
      badge={badge}
      imageAspectRatio="1 / 1"
      backTo="/e-shop"
      backLabel={copy.backToShop}
      meta={meta}
    >
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }}>{formatUsd(price, intlLocale)}</Typography>
      <Typography sx={{ mb: 3 }}>{description}</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>{children}</Box>
    </DetailLayout>
  );
}

/** An unknown product id or slug, inside the section, with the way back. */
export function ProductNotFound() {
  const copy = useTranslation(PRODUCT_COPY);
  return (
    <NotFoundInSection
      title={copy.notFound.title}
      message={copy.notFound.message}
      backLabel={copy.backToShop}
      backTo="/e-shop"
    />
  );
}
