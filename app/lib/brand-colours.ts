// The brand's colours, in one place: Tailwind's theme (tailwind.config.ts), the browser's theme
// colour, the web app manifest and the generated logo and social images all read them.

/** Warm wood tones, from light maple to dark walnut. */
export const wood = {
  50: "#fbf7f0",
  100: "#f5ebdc",
  200: "#ead5b7",
  300: "#ddb98a",
  400: "#ce9a5e",
  500: "#b97d40",
  600: "#9c6231",
  700: "#7d4c28",
  800: "#5f3a22",
  900: "#45291a",
  950: "#2a180f",
} as const;

export const leaf = { 600: "#15803d", 700: "#166534" } as const;

/** The browser's toolbar and the installed app's frame. */
export const themeColour = wood[900];

/**
 * The reports' charts: one colour per lead source, the brand's wood and leaf first, then tones
 * that stay apart from them (and from each other) in print and for most colour vision.
 */
export const chartColours = {
  "web-form": wood[800],
  "landing-page": wood[400],
  phone: "#1f4e79",
  whatsapp: leaf[600],
  "walk-in": "#78716c",
  referral: "#9f1239",
  other: "#d6d3d1",
} as const;

/** Lines, grid and text of the charts. */
export const chartInk = {
  text: wood[950],
  muted: wood[800],
  grid: wood[200],
  line: wood[700],
  bar: wood[600],
} as const;
