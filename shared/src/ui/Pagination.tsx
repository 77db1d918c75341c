import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useTranslation } from '../i18n/LocaleContext';
import { useState } from 'react';
import { Box, Button } from '../../mui';

export interface PaginationProps {
  currentPage?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
}

export type PaginationItem =
  { kind: 'previous' | 'next'; page: number } | { kind: 'page'; page: number } | { kind: 'ellipsis' };

/**
 * SPEC section 4: Previous if the page is above 1; pages 1 to 3; an ellipsis and the last page when
 * the total exceeds 3; Next if the page is below the total.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const items: PaginationItem[] = [];
  if (currentPage > 1) items.push({ kind: 'previous', page: currentPage - 1 });
  for (let page = 1; page <= Math.min(3, totalPages); page++) items.push({ kind: 'page', page });
  if (totalPages > 3) items.push({ kind: 'ellipsis' }, { kind: 'page', page: totalPages });
  if (currentPage < totalPages) items.push({ kind: 'next', page: currentPage + 1 });
  return items;
}

export function Pagination({ currentPage = 1, totalPages = 8, onPageChange }: PaginationProps) {
  const [page, setPage] = useState(currentPage);
  const copy = useTranslation(PLATFORM_COPY).pagination;
  const go = (next: number) => {
    setPage(next);
    onPageChange?.(next);
  };

  return (
    <Box
      component="nav"
      aria-label={copy.label}
      sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', my: 4 }}
    >
      {paginationItems(page, totalPages).map((item, index) => {
        if (item.kind === 'ellipsis') {
          return (
            <Box key={`ellipsis-${index}`} component="span" aria-hidden sx={{ alignSelf: 'center', px: 1 }}>
              …
            </Box>
          );
        }
        if (item.kind === 'page') {
          const current = item.page === page;
          return (
            <Button
              key={`page-${item.page}`}
              variant={current ? 'contained' : 'outlined'}
              aria-current={current ? 'page' : undefined}
              aria-label={copy.page(item.page)}
              onClick={() => go(item.page)}
              sx={{ minWidth: 44 }}
            >
              {item.page}
            </Button>
          );
        }
        return (
          <Button key={item.kind} variant="outlined" onClick={() => go(item.page)}>
            {item.kind === 'previous' ? copy.previous : copy.next}
          </Button>
        );
      })}
    </Box>
  );
}
