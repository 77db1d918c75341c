import type { CSSProperties } from 'react';
import { createTheme } from '../mui';

/** SPEC section 9 UI values that the theme carries as component defaults. */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_ENTER_NEXT_DELAY_MS = 300;

/** The dark green band behind the hero and the footer, and the colours that read on it. */
export interface InversePalette {
  main: string;
  contrastText: string;
  /** Laid over a photo so white text stays readable on it. */
  overlay: string;
  /** An error message on the band (the footer's newsletter). */
  error: string;
  /** Small print on the band (the footer's copyright line). */
  muted: string;
}

// The site's own theme values, typed for every package that reads them (MUI's module augmentation).
declare module '@mui/material/styles' {
  interface Palette {
    inverse: InversePalette;
    rating: { main: string };
  }
  interface PaletteOptions {
    inverse?: InversePalette;
    rating?: { main: string };
  }
  interface TypographyVariants {
    sectionTitle: CSSProperties;
  }
  interface TypographyVariantsOptions {
    sectionTitle?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    sectionTitle: true;
  }
}

/** The fixed header's height, full and once the page has scrolled (it shrinks past 20 px). */
export const HEADER_HEIGHT = 72;
export const HEADER_HEIGHT_SHRUNK = 56;

/**
 * The one focus indicator of every focusable control: a 3 px ring just outside it, in a colour with
 * at least 3:1 contrast against each surface the site puts controls on (white and light grey, and
 * the dark green band of the hero and footer), so it never depends on the control's own colours.
 */
export const FOCUS_RING = { outline: '3px solid #c77700', outlineOffset: '2px' } as const;

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The Arabic pages' font (the shell self-hosts it, for Arabic characters only); the system font after it. */
export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';
const ARABIC_FONT_STACK = `"${ARABIC_FONT_FAMILY}", ${FONT_FAMILY}`;

/**
 * The one theme of the whole site. Only the shell mounts it (ThemeProvider + CssBaseline);
 * remotes receive it through the shared `shared/mui` and @emotion/react singletons.
 */
const themeOptions = {
  palette: {
    primary: { main: '#0b5d4b', contrastText: '#ffffff' },
    secondary: { main: '#8a5a00', contrastText: '#ffffff' },
    info: { main: '#0b57d0' },
    background: { default: '#fafaf7', paper: '#ffffff' },
    text: { primary: '#1c1c1c', secondary: '#4a4a4a' },
    inverse: {
      main: '#0d2b24',
      contrastText: '#ffffff',
      overlay: 'rgba(6, 30, 24, 0.72)',
      error: '#ffd2cc',
      muted: '#d6d6d6',
    },
    rating: { main: '#b26a00' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontSize: 'clamp(2.2rem, 5vw, 3.6rem)', fontWeight: 800 },
    h2: { fontSize: 'clamp(1.7rem, 3.5vw, 2.4rem)', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    // The h2 of a block inside a page (a form, a list, 'More to Explore'): an h2, one size down.
    sectionTitle: { fontFamily: FONT_FAMILY, fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring that is always visible for keyboard users, on every element. Above a component's
        // own `outline: 0` (one class): MUI's controls draw theirs from a class their code adds, and a
        // control focused before its part has hydrated has no such class yet.
        'html :focus-visible': FOCUS_RING,
        // A control moved to by the keyboard is scrolled clear of the fixed header, never under it (WCAG 2.4.11).
        html: { scrollBehavior: 'auto', scrollPaddingTop: HEADER_HEIGHT + 16 },
        img: { maxWidth: '100%' },
        // Text for screen readers only (e.g. "opens in a new tab").
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      },
    },
    MuiTooltip: {
      defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY_MS, enterNextDelay: TOOLTIP_ENTER_NEXT_DELAY_MS },
    },
    // MUI's buttons, links as buttons, tabs and menu items take away the outline and show a pale
    // ripple when focused: they get the site's one focus ring instead. No ripple on a press either:
    // it is a React render of its own on every press (the most costly part of a tap on a slow
    // phone, before the press is even answered); a pressed control is drawn a little smaller instead, in CSS.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': FOCUS_RING,
          '@media (prefers-reduced-motion: no-preference)': {
            '&:active:not(.Mui-disabled)': { transform: 'scale(0.97)' },
          },
        },
      },
    },
    // A card's action area fills a card that clips what overflows it: its ring is drawn inside, and the grey wash is left out.
    MuiCardActionArea: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outlineOffset: '-3px' },
          '&.Mui-focusVisible .MuiCardActionArea-focusHighlight': { opacity: 0 },
        },
      },
    },
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTypography: { defaultProps: { variantMapping: { sectionTitle: 'h2' } } },
  },
} satisfies Parameters<typeof createTheme>[0];

export const expoTheme = createTheme(themeOptions);

/** The same theme for right-to-left pages (Arabic): MUI mirrors its components' layout by it. */
export const expoThemeRtl = createTheme({
  ...themeOptions,
  direction: 'rtl',
  typography: {
    ...themeOptions.typography,
    fontFamily: ARABIC_FONT_STACK,
    sectionTitle: { ...themeOptions.typography.sectionTitle, fontFamily: ARABIC_FONT_STACK },
  },
});

/** The theme for a page's text direction. */
export const themeForDirection = (dir: 'ltr' | 'rtl') => (dir === 'rtl' ? expoThemeRtl : expoTheme);
