/**
 * A form of site-control's platform page posted as the page's own browser posts it (same-origin, the
 * answer's redirect not followed), to the replica at `base`; `cookie` is the sign-in's session.
 */
export const postPlatformForm = (base: string, route: string, fields: Record<string, string>, cookie?: string) =>
  fetch(base + route, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...(cookie && { cookie }),
    },
  });
