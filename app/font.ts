import localFont from 'next/font/local';

/**
 * Inter, the site's typeface (the variable font of @fontsource-variable/inter, Latin: every letter of
 * English, Dutch, French and German, and the euro sign). Through next/font the file is preloaded with the
 * page, and the text first paints in a fallback (Arial) whose metrics are adjusted to Inter's, so nothing
 * moves when Inter arrives (a plain @font-face swap moved the property page by 0.09).
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
