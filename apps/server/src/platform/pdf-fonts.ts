import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/** The names PDF layouts use with doc.font(): DejaVu Sans Condensed, embedded (Latin Extended, Greek, Cyrillic...; about Helvetica's width). */
export const PDF_FONT = 'Body';
export const PDF_FONT_BOLD = 'Body-Bold';

/** What a character the font cannot draw prints as: one '?' per character the reader would see. */
export const MISSING_GLYPH = '?';

const require = createRequire(import.meta.url);

function loadFont(file: string): { data: Buffer; font: Font } {
  const data = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  return { data, font: create(data) };
}

const REGULAR = loadFont('DejaVuSansCondensed.ttf');
const BOLD = loadFont('DejaVuSansCondensed-Bold.ttf');

/** Registers the embedded fonts on a document and makes the regular one current. */
export function useEmbeddedFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(PDF_FONT, REGULAR.data);
  doc.registerFont(PDF_FONT_BOLD, BOLD.data);
  doc.font(PDF_FONT);
}

/** Variation selectors, joiners and tags: they only steer how the characters around them look. */
const steering = (codePoint: number) =>
  (codePoint >= 0x200b && codePoint <= 0x200f) ||
  codePoint === 0x2060 ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
  (codePoint >= 0xe0020 && codePoint <= 0xe007f);
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

const drawable = (codePoint: number) =>
  codePoint < 0x20 ||
  (REGULAR.font.hasGlyphForCodePoint(codePoint) && BOLD.font.hasGlyphForCodePoint(codePoint));

/**
 * The text as the embedded font can print it: composed (NFC) so 'ũ' is one glyph, and each
 * character the font lacks (other scripts, emoji with their joiners) replaced by one '?', so a PDF
 * never shows empty boxes or garbled text.
 */
export function printable(text: string): string {
  let out = '';
  for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
    const codePoints = [...segment].map((c) => c.codePointAt(0) ?? 0).filter((c) => !steering(c));
    out += codePoints.every(drawable) ? String.fromCodePoint(...codePoints) : MISSING_GLYPH;
  }
  return out;
}

/**
 * Makes every string the document lays out printable (text, table cells, measurements), so the
 * layouts pass names as they are stored.
 */
export function printOnlyDrawable(doc: PDFKit.PDFDocument): void {
  const text = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  const fix = (value: unknown) => (typeof value === 'string' ? printable(value) : value);
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    (text as (...args: unknown[]) => PDFKit.PDFDocument)(fix(value), ...rest)) as typeof doc.text;
  doc.widthOfString = ((value: string, options?: PDFKit.Mixins.TextOptions) =>
    widthOfString(printable(value), options)) as typeof doc.widthOfString;
  doc.heightOfString = ((value: string, options?: PDFKit.Mixins.TextOptions) =>
    heightOfString(printable(value), options)) as typeof doc.heightOfString;
}
