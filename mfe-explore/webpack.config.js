const { createWebpackConfig } = require('shared/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_explore',
  port: 3003,
  exposes: {
    './ThingsToExperience': './src/widgets/ThingsToExperience.tsx',
    './EventRoutes': './src/widgets/EventRoutes.tsx',
    './SchedulePage': './src/widgets/SchedulePage.tsx',
  },
});
