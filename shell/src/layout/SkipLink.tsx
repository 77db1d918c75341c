import { Link } from 'shared/mui';
import { useTranslation } from 'shared';
import { APP_SHELL_COPY } from '../content/appShell';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the header to the page's content. */
export function SkipLink() {
  const { skipToContent } = useTranslation(APP_SHELL_COPY);
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -64,
        zIndex: 2000,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {skipToContent}
    </Link>
  );
}
