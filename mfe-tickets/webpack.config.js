const { createWebpackConfig } = require('shared/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_tickets',
  port: 3005,
  exposes: { './FaqPage': './src/widgets/FaqPage.tsx' },
});
