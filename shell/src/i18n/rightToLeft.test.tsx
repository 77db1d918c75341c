/**
 * @jest-environment node
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { compile, middleware, serialize, stringify } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import * as Mui from 'shared/mui';
import * as Widgets from 'shared/mui-widgets';
import * as Overlays from 'shared/mui-overlays';
import { THEME_ID, ThemeProvider } from 'shared/mui';
import { themeForDirection } from 'shared';
import { rightToLeft } from './rightToLeft';

/** `css` mirrored by a stylis plugin, as emotion's cache runs it. */
const mirroredBy = (plugin: typeof rightToLeft, css: string) =>
  serialize(compile(css), middleware([plugin, stringify]));
/** What CSSJanus writes (MUI's recipe, stylis-plugin-rtl) and what rightToLeft writes. */
const both = (css: string) => ({
  cssJanus: mirroredBy(stylisRtlPlugin, css),
  rightToLeft: mirroredBy(rightToLeft, css),
});

/** Every rule MUI writes for these components rendered left to right with the site's theme, open where they open. */
function muiRules(): string[] {
  const cache = createCache({ key: 'css' });
  // As @emotion/server sets it: every style's CSS kept in `inserted`, where this reads it.
  cache.compat = true;
  const M = { ...Mui, ...Widgets, ...Overlays } as unknown as Record<
    string,
    React.ComponentType<Record<string, unknown>>
  >;
  const open = { open: true, disablePortal: true };
  const elements = [
    <M.Alert severity="error" onClose={() => undefined}>
      a
    </M.Alert>,
    <M.AppBar position="sticky">
      <M.Toolbar>t</M.Toolbar>
    </M.AppBar>,
    <M.Badge badgeContent={3}>b</M.Badge>,
    <M.Button variant="contained" startIcon={<span />} endIcon={<span />}>
      b
    </M.Button>,
    <M.Button variant="outlined" size="small">
      b
    </M.Button>,
    <M.Button variant="text" size="large">
      b
    </M.Button>,
    <M.Card>
      <M.CardActionArea>
        <M.CardContent>c</M.CardContent>
      </M.CardActionArea>
      <M.CardActions>a</M.CardActions>
    </M.Card>,
    <M.Chip label="c" onDelete={() => undefined} icon={<span />} />,
    <M.Container maxWidth="lg">c</M.Container>,
    <M.CssBaseline />,
    <M.Divider textAlign="left">d</M.Divider>,
    <M.FormControl>
      <M.InputLabel shrink>l</M.InputLabel>
      <M.OutlinedInput label="l" startAdornment={<span />} />
      <M.FormHelperText>h</M.FormHelperText>
    </M.FormControl>,
    <M.Grid container spacing={2}>
      <M.Grid size={{ xs: 12, md: 6 }}>g</M.Grid>
    </M.Grid>,
    <M.IconButton edge="start">i</M.IconButton>,
    <M.IconButton edge="end">i</M.IconButton>,
    <M.Link href="#">l</M.Link>,
    <M.List>
      <M.ListSubheader>s</M.ListSubheader>
      <M.ListItem secondaryAction={<span />}>
        <M.ListItemButton>
          <M.ListItemText primary="p" secondary="s" inset />
        </M.ListItemButton>
      </M.ListItem>
    </M.List>,
    <M.NativeSelect value="a" onChange={() => undefined}>
      <option>a</option>
    </M.NativeSelect>,
    <M.Paper elevation={3}>p</M.Paper>,
    <M.Skeleton variant="rounded" />,
    <M.Stack direction="row" spacing={2}>
      s
    </M.Stack>,
    <M.Typography variant="h1" align="left">
      t
    </M.Typography>,
    <M.Accordion defaultExpanded>
      <M.AccordionSummary expandIcon={<span />}>s</M.AccordionSummary>
      <M.AccordionDetails>d</M.AccordionDetails>
    </M.Accordion>,
    <M.Checkbox defaultChecked />,
    <M.Slider defaultValue={[20, 40]} marks valueLabelDisplay="on" />,
    <M.Slider orientation="vertical" defaultValue={30} />,
    <M.Snackbar open message="m" anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} />,
    <M.Tabs value={0} variant="scrollable" scrollButtons="auto">
      <M.Tab label="a" />
      <M.Tab label="b" icon={<span />} iconPosition="start" />
    </M.Tabs>,
    <M.ToggleButtonGroup value="a" exclusive>
      <M.ToggleButton value="a">a</M.ToggleButton>
      <M.ToggleButton value="b">b</M.ToggleButton>
    </M.ToggleButtonGroup>,
    <M.Autocomplete
      {...open}
      options={['a', 'b']}
      renderInput={(params: object) => <M.TextField {...params} label="a" />}
    />,
    <M.Dialog {...open}>
      <M.DialogTitle>t</M.DialogTitle>
    </M.Dialog>,
    <M.Drawer {...open} anchor="left">
      d
    </M.Drawer>,
    <M.Drawer open anchor="right" variant="persistent">
      d
    </M.Drawer>,
    <M.TextField label="t" select value="" slotProps={{ select: { native: true } }}>
      <option>a</option>
    </M.TextField>,
    <M.TextField label="t" variant="filled" multiline />,
    <M.TextField label="t" variant="standard" error helperText="h" />,
  ];
  for (const element of elements)
    renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider themeId={THEME_ID} theme={themeForDirection('ltr')}>
          {element}
        </ThemeProvider>
      </CacheProvider>,
    );
  // Each inserted style is its compiled CSS (one or more rules).
  return Object.values(cache.inserted).filter((css): css is string => typeof css === 'string');
}

describe('rightToLeft: a right-to-left page’s styles, one declaration at a time', () => {
  it.each([
    [
      'edges in properties and values',
      '.a{margin-left:8px;padding-right:2px;left:0;right:auto;float:left;clear:right;text-align:left;border-left:1px solid red;border-right-color:blue;border-top-left-radius:4px;transition:left 200ms ease,right 1s;transform-origin:left top;}',
    ],
    [
      'words that only contain an edge, and edges in a url or a function',
      '.a{background:url(arrow-left.png) left top no-repeat;content:"left";grid-area:leftside;mask:var(--left);}',
    ],
    [
      'four-part margins, paddings and border widths',
      '.a{margin:1px 2px 3px 4px;padding:0 auto 0 8px;border-width:1px 0 2px 3px;margin:0 -8px 0 calc(1px + 2px);scroll-margin:1px 2px 3px 4px;margin:1px 2px 3px 4px!important;margin:0 8px;}',
    ],
    ['four colours and styles', '.a{border-color:red green blue #fff;border-style:solid dotted dashed none;}'],
    [
      'border radii',
      '.a{border-radius:1px 2px 3px 4px;border-radius:1px 2px 3px;border-radius:1px 2px;border-radius:4px;border-radius:1px 2px / 3px 4px;border-radius:50%;}',
    ],
    [
      'shadows',
      '.a{box-shadow:2px 3px 4px rgba(0,0,0,0.2),-1px 0 0 red;box-shadow:inset 4px 0 0 blue;box-shadow:0px 3px 1px -2px rgba(0,0,0,0.2);text-shadow:1px 1px 2px red;text-shadow:red 2px 2px;text-shadow:-3px 0;}',
    ],
    [
      'translations',
      '.a{transform:translateX(20px);transform:translate(-50%, 10px);transform:translateX(0);transform:rotate(45deg) translateX(-4px) scale(2);transform:translate3d(1px,2px,3px);}',
    ],
    [
      'background positions',
      '.a{background-position:10% 20%;background-position:0% 50%;background:url(a.png) 25.5% 0;background-position-x:30%;background-position:left 10px top;}',
    ],
    ['direction and cursors', '.a{direction:ltr;cursor:e-resize;cursor:nw-resize;cursor:col-resize;}'],
    [
      'nested rules and media queries',
      '@media (min-width:600px){.a{margin-left:8px;}.a:hover .b{right:0;}}.a .left-icon{padding-left:2px;}',
    ],
  ])('%s: as CSSJanus writes them', (_name, css) => {
    const { cssJanus, rightToLeft: ours } = both(css);
    expect(ours).toBe(cssJanus);
  });

  it('writes every rule of MUI’s components as CSSJanus does, rule for rule', () => {
    const rules = muiRules();
    expect(rules.length).toBeGreaterThan(150);
    const differing = rules.map(both).filter(({ cssJanus, rightToLeft: ours }) => ours !== cssJanus);
    expect(differing).toEqual([]);
    // And it mirrors something: MUI writes physical edges.
    expect(rules.some((css) => both(css).rightToLeft !== css)).toBe(true);
  });
});
