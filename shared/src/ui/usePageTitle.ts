import { useEffect } from 'react';

export const SITE_NAME = 'Expo Guide';

/** Sets the document title for the current route: "Housing | Expo Guide". */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Riyadh World Expo 2030`;
  }, [title]);
}
