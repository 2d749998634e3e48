// The shop's look for mails: the palette and font stack of src/web/styles.css, written out,
// since a mail cannot load the shop's style sheet. Dark colours are the same hues turned down
// for a dark inbox; every text/background pair reads at 4.5:1 or better in both.

/** The shop's rounded system font stack; unquoted names, so no quote has to be escaped. */
export const MAIL_FONT =
  'ui-rounded, SF Pro Rounded, Nunito, Segoe UI, system-ui, -apple-system, Roboto, Helvetica Neue, Arial, sans-serif';

export const LIGHT = {
  page: '#fdf8f1', // cream
  card: '#ffffff',
  cardBorder: '#eadfce',
  ink: '#2b2d42',
  muted: '#5b5e70',
  brand: '#245f57', // brand-700: links, the button
  brandDark: '#1b4a44', // brand-800: headings, the shop name
  box: '#eef6f4', // brand-50: the order summary
  rule: '#d5ebe6', // brand-100
  sun: '#f2b544', // sun-400: the lid of the logo's toy box
} as const;

export const DARK = {
  page: '#121a19',
  card: '#1c2826',
  cardBorder: '#2f423e',
  ink: '#ece8df',
  muted: '#b9bdc9',
  brand: '#8fd6c8',
  box: '#233532',
  rule: '#36504a',
  buttonText: '#10201d',
} as const;
