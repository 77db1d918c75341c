import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Chip, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';
import { SafeImage } from './SafeImage';

export interface ContentCardProps {
  title: string;
  description: string;
  image: string;
  link: string;
  badge?: string;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}

/** SPEC "Generic card": lazily loaded image (threshold 0.1), title, two-line description, optional badge, link. */
export function ContentCard({
  title,
  description,
  image,
  link,
  badge,
  headingLevel = 'h3',
  children,
}: ContentCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={link}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <SafeImage src={image} alt={title} />
        <CardContent>
          {badge && <Chip label={badge} size="small" color="primary" sx={{ mb: 1 }} />}
          <Typography variant="h6" component={headingLevel} gutterBottom>
            {title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {description}
          </Typography>
        </CardContent>
      </CardActionArea>
      {children}
    </Card>
  );
}
