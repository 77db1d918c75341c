import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useLocale, useTranslation } from '../i18n/LocaleContext';
import { Box } from '../../mui';
import { StarHalfIcon, StarIcon } from './icons';
import { numberFormat } from '../format/intl';

export const DEFAULT_RATING = 4;
export const MAX_STARS = 5;

/** SPEC section 9: floor of the rating (default 4), plus a half star if fractional, at most 5. */
export function starCounts(rating: number | undefined | null): { full: number; half: boolean } {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.max(0, rating) : DEFAULT_RATING;
  const full = Math.min(MAX_STARS, Math.floor(value));
  const half = full < MAX_STARS && value % 1 !== 0;
  return { full, half };
}

export function StarRating({ rating, size = 'small' }: { rating?: number | null; size?: 'small' | 'medium' }) {
  const { full, half } = starCounts(rating);
  const shown = full + (half ? 0.5 : 0);
  const { intlLocale } = useLocale();
  const label = useTranslation(PLATFORM_COPY).starRating(numberFormat(intlLocale).format(shown), MAX_STARS);
  return (
    <Box role="img" aria-label={label} sx={{ display: 'inline-flex', color: 'rating.main' }}>
      {Array.from({ length: full }, (_, i) => (
        <StarIcon key={i} fontSize={size} aria-hidden data-star="full" />
      ))}
      {half && <StarHalfIcon fontSize={size} aria-hidden data-star="half" />}
    </Box>
  );
}
