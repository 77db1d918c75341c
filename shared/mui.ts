// The site's one copy of the MUI components every page renders with, shared at run time as the
// `shared/mui` singleton (one theme context for the shell and every section). Packages import MUI
// from here, `shared/mui-widgets` or `shared/mui-overlays`, never from @mui/material itself (the
// build refuses that): a package shared whole is not tree-shaken, so the whole @mui/material
// barrel would be on every first load. Interactive widgets live in those two modules,
// which load only with the code that uses them.
export {
  Alert,
  AlertTitle,
  AppBar,
  Badge,
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Chip,
  Container,
  CssBaseline,
  Divider,
  FormControl,
  FormHelperText,
  Grid,
  IconButton,
  InputLabel,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  NativeSelect,
  OutlinedInput,
  Paper,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
  createSvgIcon,
  useScrollTrigger,
} from '@mui/material';
export type { ButtonProps, SxProps, Theme } from '@mui/material';
export { createTheme } from '@mui/material';
export { THEME_ID } from '@mui/material/styles';
// The theme provider without CSS variables, which the site does not use: for a theme with a palette
// and no colorSchemes, @mui/material's ThemeProvider renders exactly this one (through its
// ThemeProviderNoVars), but it also imports the CSS-variables provider and its color-scheme
// machinery, which would then be on every first load.
export { ThemeProvider } from '@mui/system';
