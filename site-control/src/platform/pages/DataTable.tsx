import type { ReactNode } from 'react';
import { Box } from '../ui';

/**
 * A table with its caption, in the theme's type and dividers. A plain <table> (MUI's Table is not
 * among shared/mui's components, and adding it there would put it on every visitor's first load);
 * cells wrap rather than scroll, so there is no scrolling region a keyboard could not reach.
 */
export function DataTable({
  caption,
  head,
  children,
}: {
  caption: ReactNode;
  /** The column headers. */
  head: ReactNode[];
  /** The rows (<tr>, with a <th scope="row"> where a row has a name). */
  children: ReactNode;
}) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        typography: 'body2',
        '& caption': { captionSide: 'top', textAlign: 'left', typography: 'subtitle2', py: 1 },
        '& th, & td': {
          textAlign: 'left',
          verticalAlign: 'top',
          borderBottom: 1,
          borderColor: 'divider',
          px: 1.5,
          py: 1,
          overflowWrap: 'anywhere',
        },
        '& thead th': { color: 'text.secondary', fontWeight: 600 },
        '& tbody th': { fontWeight: 600 },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Box>
  );
}
