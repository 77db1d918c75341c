import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useTranslation } from '../i18n/LocaleContext';
import { useId } from 'react';
import { Box, Button, Container, Grid, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';
import type { CardItem } from '../types';
import { ContentCard } from './ContentCard';

export interface CardGridSectionProps {
  title: string;
  subtitle?: string;
  items: CardItem[];
  viewAllLink?: string;
  viewAllLabel?: string;
}

/** A titled grid of generic cards with a 'View all' link (SPEC "Generic card"). */
export function CardGridSection({ title, subtitle, items, viewAllLink, viewAllLabel }: CardGridSectionProps) {
  // Not derived from the title: an Arabic title has no Latin letters to make an id of.
  const headingId = useId();
  const viewAll = useTranslation(PLATFORM_COPY).viewAll;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            gap: 2,
            mb: 3,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography id={headingId} variant="h2">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          {viewAllLink && (
            <Button component={RouterLink} to={viewAllLink} variant="outlined">
              {viewAllLabel ?? viewAll}
            </Button>
          )}
        </Box>
        <Grid container spacing={3}>
          {items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ContentCard {...item} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
