/** Image hosts the pages use: the stock-photo host and the maps service's static images. */
export const IMAGE_HOSTS = ['https://images.unsplash.com', 'https://api.mapbox.com'];

/**
 * CSP for the site: scripts and manifest fetches only from this origin and the registered remote
 * origins. Styles allow 'unsafe-inline' because MUI's emotion injects <style> tags at run time;
 * scripts never do.
 */
export function contentSecurityPolicy(remoteOrigins: string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remoteOrigins],
      connectSrc: ["'self'", ...remoteOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...IMAGE_HOSTS, ...remoteOrigins],
      fontSrc: ["'self'", 'data:', ...remoteOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  };
}
