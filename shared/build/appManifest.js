// @ts-check
// The installable app: icons rendered from the logo at build time, and a web app manifest per language.
const fs = require('node:fs');
const webpack = require('webpack');

/** The icons a manifest names: any-purpose at the sizes browsers ask for, and a maskable one (Android's shaped icons). */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * A maskable icon keeps what matters inside the middle 80% circle, on a full-bleed background: the
 * logo, scaled to 60% on a square of its own colour.
 * @param {string} logoSvg
 * @param {string} background
 */
function maskableSvg(logoSvg, background) {
  const inner = Buffer.from(logoSvg).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><image x="20" y="20" width="60" height="60" href="data:image/svg+xml;base64,${inner}"/></svg>`;
}

/**
 * @typedef {object} ManifestLanguage
 * @property {string} file where the manifest is written, e.g. 'manifest.webmanifest'
 * @property {string} lang
 * @property {'ltr' | 'rtl'} dir
 * @property {string} name
 * @property {string} shortName
 * @property {string} description
 */

class AppManifestPlugin {
  /**
   * @param {object} options
   * @param {string} options.logo an SVG file
   * @param {{ theme: string, background: string }} options.colors
   * @param {ManifestLanguage[]} options.languages
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    const { logo, colors, languages } = this.options;
    compiler.hooks.thisCompilation.tap('AppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AppManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // sharp (libvips) rasterizes SVG; required here so a build without the plugin never loads it.
          const sharp = require('sharp');
          compilation.fileDependencies.add(logo);
          const logoSvg = fs.readFileSync(logo, 'utf8');
          for (const { file, size, purpose } of ICONS) {
            const svg = purpose === 'maskable' ? maskableSvg(logoSvg, colors.theme) : logoSvg;
            const png = await sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) })
              .resize(size, size)
              .png()
              .toBuffer();
            compilation.emitAsset(file, new webpack.sources.RawSource(png));
          }
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          for (const { file, lang, dir, name, shortName, description } of languages) {
            const manifest = {
              // One app in every language: the same id and start URL (the server opens '/' in the language chosen last).
              id: '/',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              lang,
              dir,
              name,
              short_name: shortName,
              description,
              theme_color: colors.theme,
              background_color: colors.background,
              icons: ICONS.map(({ file: icon, size, purpose }) => ({
                src: publicPath + icon,
                sizes: `${size}x${size}`,
                type: 'image/png',
                purpose,
              })),
            };
            compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
          }
        },
      );
    });
  }
}

module.exports = { AppManifestPlugin, MANIFEST_ICONS: ICONS };
