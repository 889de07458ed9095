/** The part of fontkit (pdfkit's font reader, no types of its own) the PDF helper uses. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
