const { createWebpackConfig } = require('shared/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_housing',
  port: 3001,
  exposes: { './AccommodationSection': './src/widgets/AccommodationSection.tsx' },
});
