/** Design tokens: one source for colour, type, spacing and radii across the platform. */
export const palette = {
  sea900: '#06283d',
  sea800: '#0a3a57',
  sea700: '#0b4f6c',
  sea600: '#136f94',
  sea500: '#1c8bb5',
  /** The dark theme's sea: light enough for text on its dark surfaces and for dark text on it (WCAG AA). */
  sea400: '#4fb0d8',
  sea300: '#7cc8e6',
  sea100: '#e3f2f8',
  sand50: '#fbf8f3',
  sand100: '#f5efe4',
  sand200: '#e9dfcd',
  gold500: '#c9a227',
  gold400: '#dcb948',
  /** Gold for text on light backgrounds (gold500 on white is below WCAG AA contrast). */
  gold700: '#8a6d12',
  coral500: '#e0664b',
  green600: '#1f8a5b',
  /** Green and amber for text and badges on light surfaces (600 is below WCAG AA on their tints). */
  green700: '#167448',
  green100: '#e2f4ea',
  red600: '#c0392b',
  red100: '#fbe6e3',
  amber600: '#b7791f',
  amber700: '#8a5a12',
  amber100: '#fdf1dc',
  gray900: '#151b23',
  gray800: '#1e2630',
  gray700: '#2b3440',
  gray600: '#4a5563',
  gray500: '#6b7685',
  gray400: '#9aa4b1',
  gray300: '#cdd3da',
  gray200: '#e4e8ec',
  gray100: '#f2f4f6',
  white: '#ffffff',
} as const;

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '72px',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const font = {
  family: "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, system-ui, -apple-system, sans-serif",
  display: "'Playfair Display', Georgia, 'Times New Roman', serif",
  size: { xs: '12px', sm: '13px', md: '15px', lg: '17px', xl: '20px', xxl: '26px', display: '40px' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
} as const;

export const breakpoints = { mobile: 640, tablet: 960, desktop: 1200 } as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  wide: `@media (min-width: ${breakpoints.tablet}px)`,
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(6, 40, 61, 0.08)',
  md: '0 6px 18px rgba(6, 40, 61, 0.10)',
  lg: '0 18px 40px rgba(6, 40, 61, 0.16)',
} as const;

export interface AppTheme {
  mode: 'light' | 'dark';
  color: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    accent: string;
    /** Gold for text (labels, small print): accent itself is for borders, stars and badges. */
    accentText: string;
    danger: string;
    /** Text on a danger fill (a delete button). */
    onDanger: string;
    dangerBg: string;
    success: string;
    successBg: string;
    warning: string;
    warningBg: string;
    focus: string;
    sidebar: string;
    sidebarText: string;
    overlay: string;
  };
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  shadow: typeof shadow;
  media: typeof media;
}

const base = { space, radius, font, shadow, media };

export const lightTheme: AppTheme = {
  mode: 'light',
  color: {
    bg: palette.sand50,
    surface: palette.white,
    surfaceAlt: palette.sand100,
    border: palette.gray200,
    text: palette.gray900,
    textMuted: palette.gray600,
    primary: palette.sea700,
    primaryHover: palette.sea800,
    primaryText: palette.white,
    accent: palette.gold500,
    accentText: palette.gold700,
    danger: palette.red600,
    onDanger: palette.white,
    dangerBg: palette.red100,
    success: palette.green700,
    successBg: palette.green100,
    warning: palette.amber700,
    warningBg: palette.amber100,
    focus: palette.sea500,
    sidebar: palette.sea900,
    sidebarText: '#d8e6ee',
    overlay: 'rgba(6, 40, 61, 0.55)',
  },
  ...base,
};

export const darkTheme: AppTheme = {
  mode: 'dark',
  color: {
    bg: '#0d1217',
    surface: palette.gray900,
    surfaceAlt: palette.gray800,
    border: palette.gray700,
    text: '#e8edf2',
    textMuted: palette.gray400,
    primary: palette.sea400,
    primaryHover: palette.sea300,
    primaryText: palette.sea900,
    accent: palette.gold400,
    accentText: palette.gold400,
    danger: '#ef7363',
    onDanger: palette.gray900,
    dangerBg: '#3a1d1a',
    success: '#4cc48b',
    successBg: '#17301f',
    warning: '#f0b35a',
    warningBg: '#3a2c14',
    focus: palette.gold400,
    sidebar: '#0a0f14',
    sidebarText: '#c8d3dc',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  ...base,
};
