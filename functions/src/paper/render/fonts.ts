import { createRequire } from 'node:module';
import type { Script } from './script-runs';

// The fonts ship as npm packages (functions/package.json), which the deployed function installs
// beside its bundle: esbuild keeps npm packages external (functions/build.mjs), so the files are
// found at run time through Node's resolution, from wherever the bundle or the test runs.
// `__filename` because the bundle is CommonJS, where import.meta.url is empty.
const fromHere = createRequire(__filename);

/** The TTF files: Noto Sans (Latin, Greek, Cyrillic, ₹, U+FFFD) and Noto Sans Devanagari. */
export const PRINT_FONTS = {
  regular: fromHere.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: fromHere.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  devanagari: fromHere.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  devanagariBold: fromHere.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;

const FONT_NAMES = {
  latin: { regular: 'print-sans', bold: 'print-sans-bold' },
  devanagari: { regular: 'print-devanagari', bold: 'print-devanagari-bold' },
} as const satisfies Record<Script, { regular: string; bold: string }>;

/** Registers the four faces under the names `fontFor` gives; pdfkit embeds only the glyphs used. */
export function registerPrintFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(FONT_NAMES.latin.regular, PRINT_FONTS.regular);
  doc.registerFont(FONT_NAMES.latin.bold, PRINT_FONTS.bold);
  doc.registerFont(FONT_NAMES.devanagari.regular, PRINT_FONTS.devanagari);
  doc.registerFont(FONT_NAMES.devanagari.bold, PRINT_FONTS.devanagariBold);
}

/** The registered font for a run of one script. */
export function fontFor(script: Script, bold: boolean): string {
  return FONT_NAMES[script][bold ? 'bold' : 'regular'];
}
