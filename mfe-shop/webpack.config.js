const { createWebpackConfig } = require('shared/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_shop',
  port: 3004,
  exposes: { './MerchandiseSection': './src/widgets/MerchandiseSection.tsx' },
});
