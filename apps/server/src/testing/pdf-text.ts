import { execFileSync } from 'node:child_process';

/** The text of a PDF, read back with pdftotext (poppler-utils; .ci/run installs it). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
