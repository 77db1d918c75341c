import type { ComponentProps } from 'react';
import { Grid, Skeleton } from '../../mui';

export interface CardGridSkeletonProps {
  /** How many cards are on their way. */
  count: number;
  /** Each placeholder's grid size: the same as the cards' it stands for. */
  size: ComponentProps<typeof Grid>['size'];
  /** The width / height of the cards' image. */
  imageAspectRatio: string;
  /** What is loading, for assistive technology ('Loading hotels'). */
  label: string;
  /** Each placeholder's data-testid. */
  testId?: string;
}

/** Pulsing card placeholders (image, title, a shorter line) while a card grid loads. */
export function CardGridSkeleton({ count, size, imageAspectRatio, label, testId }: CardGridSkeletonProps) {
  return (
    <Grid container spacing={3} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={size} data-testid={testId}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: imageAspectRatio, height: 'auto' }} />
          <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
          <Skeleton variant="text" width="60%" />
        </Grid>
      ))}
    </Grid>
  );
}
