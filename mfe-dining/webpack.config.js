const { createWebpackConfig } = require('shared/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_dining',
  port: 3002,
  exposes: { './CulinaryExperiences': './src/widgets/CulinaryExperiences.tsx' },
});
