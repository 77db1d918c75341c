// The site's one copy of the MUI components every page renders with, shared at run time as the
// `shared/mui` singleton (one theme context for the shell and every section). Packages import MUI
// from here, `shared/mui-widgets` or `shared/mui-overlays`, never from @mui/material itself (the
// build refuses that): a package shared whole is not tree-shaken, and the whole @mui/material
// barrel was 151 KB gzip on every first load. Interactive widgets live in those two modules,
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
  OutlinedInput,
  Paper,
  Skeleton,
  Stack,
  ThemeProvider,
  Toolbar,
  Typography,
  createSvgIcon,
  createTheme,
  useScrollTrigger,
} from '@mui/material';
export type { ButtonProps, SxProps, Theme } from '@mui/material';
