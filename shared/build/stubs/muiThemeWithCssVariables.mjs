// Stands in for @mui/material's createThemeWithVars (see baseConfig.js). The site's themes set a
// palette and neither `cssVariables` nor `colorSchemes`, so createTheme never calls this branch.
export default function createThemeWithVars() {
  throw new Error(
    'Expo Guide builds MUI without CSS-variables themes: createTheme was given cssVariables or colorSchemes.',
  );
}
