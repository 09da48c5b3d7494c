import { alpha, type PaletteOptions } from '@mui/material/styles';

/*
 * Every colour the store draws with. Pages name a role ('price.main', 'surface.sunken'), never a
 * value, so a colour changes here once. Text colours keep at least 4.5:1 against the surface they
 * sit on (WCAG AA); the amber is dark enough to carry white text.
 */
const green = { main: '#24574a', light: '#4f7f71', dark: '#173a31' };
const amber = { main: '#a8641c', light: '#d9974f', dark: '#8a5012' };
const paper = '#faf7f2';
const white = '#ffffff';
const ink = '#1f2a27';
const inkSoft = '#5a6663';

/** The store's own colour roles, beyond MUI's (typed on the theme by the declarations below). */
const roles = {
  /** The 'n% off' badge on a cover. */
  discount: { main: amber.main, contrastText: white },
  /** What a book costs now (the struck-through price stays text.secondary). */
  price: { main: green.dark },
  /** The star beside a rating. */
  rating: { main: '#e0a526' },

  /** Tinted areas that set something apart from the page. */
  surface: {
    /** Inputs resting on the page: the search pill, the focused suggestion. */
    sunken: '#f1ece2',
    /** Where a cover will appear while it loads. */
    placeholder: '#ece5d8',
    /** Row headings of a details table. */
    tableHead: '#f7f3ec',
    /** A warm invitation block (the newsletter). */
    highlight: '#f3e7d3',
    /** A quiet label chip (a book's genre). */
    tag: '#e8efe9',
    /** A bar that stays on top while the page scrolls under it. */
    bar: alpha(paper, 0.96),
    /** A round control floating over pictures (scroll arrows, wishlist heart). */
    control: alpha(white, 0.9),
  },

  /** The home page's promotion banner. */
  banner: {
    gradientStart: '#eaf1ec',
    gradientEnd: '#f6ecdc',
    kicker: amber.dark,
    heading: green.dark,
    dot: alpha(green.main, 0.3),
  },

  /** Text and lines on the dark green footer. */
  inverse: {
    text: white,
    muted: alpha(white, 0.85),
    divider: alpha(white, 0.15),
    border: alpha(white, 0.2),
    control: alpha(white, 0.1),
    controlHover: alpha(white, 0.2),
  },

  /**
   * Toast backgrounds under white text. notistack's own (#43a047 green, #ff9800 orange, #2196f3
   * blue) carry white text at 2.2 to 3.3:1; these reach 4.5:1.
   */
  toast: { success: green.main, error: '#b3261e', warning: amber.dark, info: '#1d5a87', text: white },

  /** A section that failed to load, in place of its content. */
  errorSurface: { background: '#fdeded', text: '#5f2120', border: '#f5c2c0' },

  /** The reading room: a dim backdrop so the white page stands out. */
  reader: {
    backdrop: '#ebe6dc',
    page: white,
    selection: alpha('#0000ff', 0.25),
  },

  /** Shadow tints: covers and the banner cast green-ink shadows that belong to the page; the reader's page a neutral one. */
  shadow: {
    cover: alpha(ink, 0.15),
    banner: alpha(green.dark, 0.25),
    page: alpha('#000000', 0.25),
  },

  /** The open-book mark; on the dark footer the tile and page swap and the shade lightens. */
  logo: {
    tile: green.main,
    page: '#f7f1e6',
    pageShade: '#e9dcc3',
    pageShadeOnDark: green.light,
    spine: '#c7862f',
  },

  /** The footer's drawn street map. */
  map: {
    ground: '#e9e4d8',
    park: '#cfe0c3',
    water: '#b9d4e0',
    block: '#f6f2ea',
    road: white,
    label: inkSoft,
    pin: amber.main,
    pinOutline: white,
    pinShadow: alpha('#000000', 0.2),
  },

  /** App-store badges: their owners' colours, not ours. */
  storeBadge: { background: '#111111', text: white },
  playMark: { green: '#34a853', yellow: '#fbbc04', blue: '#4285f4', red: '#ea4335' },
};

export const palette = {
  mode: 'light',
  primary: { ...green, contrastText: white },
  secondary: { ...amber, contrastText: white },
  background: { default: paper, paper: white },
  text: { primary: ink, secondary: inkSoft },
  divider: '#e6dfd3',
  ...roles,
} satisfies PaletteOptions;

type Custom = typeof roles;

declare module '@mui/material/styles' {
  interface Palette {
    discount: Custom['discount'];
    price: Custom['price'];
    rating: Custom['rating'];
    surface: Custom['surface'];
    banner: Custom['banner'];
    inverse: Custom['inverse'];
    errorSurface: Custom['errorSurface'];
    toast: Custom['toast'];
    reader: Custom['reader'];
    shadow: Custom['shadow'];
    logo: Custom['logo'];
    map: Custom['map'];
    storeBadge: Custom['storeBadge'];
    playMark: Custom['playMark'];
  }
  interface PaletteOptions {
    discount?: Custom['discount'];
    price?: Custom['price'];
    rating?: Custom['rating'];
    surface?: Custom['surface'];
    banner?: Custom['banner'];
    inverse?: Custom['inverse'];
    errorSurface?: Custom['errorSurface'];
    toast?: Custom['toast'];
    reader?: Custom['reader'];
    shadow?: Custom['shadow'];
    logo?: Custom['logo'];
    map?: Custom['map'];
    storeBadge?: Custom['storeBadge'];
    playMark?: Custom['playMark'];
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsColorOverrides {
    price: true;
    discount: true;
  }
}

declare module '@mui/material/SvgIcon' {
  interface SvgIconPropsColorOverrides {
    rating: true;
  }
}
