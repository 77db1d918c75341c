const { createWebpackConfig } = require('shared/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_access',
  port: 3006,
  exposes: {
    './VenuePage': './src/widgets/VenuePage.tsx',
    './AccessibilityPage': './src/widgets/AccessibilityPage.tsx',
    './ContactPage': './src/widgets/ContactPage.tsx',
  },
});
