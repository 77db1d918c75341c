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
export function CardGridSection({ title, subtitle, items, viewAllLink, viewAllLabel = 'View all' }: CardGridSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, mb: 3, flexWrap: 'wrap' }}>
          <Box>
            <Typography id={headingId} variant="h2">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          {viewAllLink && (
            <Button component={RouterLink} to={viewAllLink} variant="outlined">
              {viewAllLabel}
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
