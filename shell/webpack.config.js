const { createHostConfig, devRegistryMiddleware, requireTypeScript } = require('shared/build');

// The Arabic pages' font, self-hosted: the files src/i18n/arabicFont.ts names (Noto Sans Arabic's Arabic-script subset, SIL OFL 1.1),
// cut down to the characters the pages use it for. subset-font is harfbuzz's subsetter, which keeps the tables Arabic shaping needs.
const ARABIC_FONT_WEIGHTS = [400, 700];
const { arabicFontCharacters } = requireTypeScript('./src/i18n/arabicFontRanges.ts', __filename);
/** @param {Buffer} font */
const subsetArabicFont = (font) => require('subset-font')(font, arabicFontCharacters(), { targetFormat: 'woff2' });

const { INSTALLABLE_APP_COPY, INSTALLABLE_APP_COLORS } = requireTypeScript(
  './src/content/installableApp.ts',
  __filename,
);
const { webAppManifestPath } = requireTypeScript('../shared/src/page/webAppManifest.ts', __filename);

module.exports = createHostConfig({
  dir: __dirname,
  devPort: 3000,
  installable: {
    logo: 'src/favicon.svg',
    copy: INSTALLABLE_APP_COPY,
    colors: INSTALLABLE_APP_COLORS,
    manifestPath: webAppManifestPath,
  },
  serviceWorker: 'src/serviceWorker/sw.ts',
  copyFiles: ARABIC_FONT_WEIGHTS.map((weight) => ({
    from: `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
    to: `fonts/noto-sans-arabic-arabic-${weight}-normal.woff2`,
    transform: subsetArabicFont,
  })),
  devServer: {
    // In dev the registry points at each remote's own dev server; /api goes to the site server.
    setupMiddlewares: (middlewares) => [devRegistryMiddleware(), ...middlewares],
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
});
