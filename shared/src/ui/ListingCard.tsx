import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '../../mui';
import { LocationOnIcon } from './icons';
import { SafeImage } from './SafeImage';
import { StarRating } from './StarRating';

export interface ListingCardProps {
  title: string;
  image: string;
  badge?: string;
  /** Where it is, or how far from the venue: shown by a pin. */
  location: string;
  description: string;
  rating: number;
  /** Short facts shown as chips ('Free Wi-Fi', 'Reservation required'): a list named by `tagsLabel`. */
  tags: readonly string[];
  tagsLabel: string;
  /** Along the bottom, spread apart: the card's buttons, a price. */
  actions: ReactNode;
  testId?: string;
}

/** A place to stay or to eat: photo, badge, title, location, description, facts, stars and the way to book. */
export function ListingCard({
  title,
  image,
  badge,
  location,
  description,
  rating,
  tags,
  tagsLabel,
  actions,
  testId,
}: ListingCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <SafeImage src={image} alt={title} />
      <CardContent sx={{ flexGrow: 1 }}>
        {badge && <Chip label={badge} size="small" color="primary" sx={{ mb: 1 }} />}
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <LocationOnIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{location}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {description}
        </Typography>
        <Stack
          direction="row"
          component="ul"
          aria-label={tagsLabel}
          sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mb: 1 }}
        >
          {tags.map((tag) => (
            <li key={tag}>
              <Chip label={tag} size="small" variant="outlined" />
            </li>
          ))}
        </Stack>
        <StarRating rating={rating} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>{actions}</CardActions>
    </Card>
  );
}
