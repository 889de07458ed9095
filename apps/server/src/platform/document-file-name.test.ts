import { describe, expect, it } from 'vitest';
import { asciiFileName, documentFileName, downloadDisposition } from './document-file-name';
import { printable } from './pdf-fonts';

describe('document file names', () => {
  it('joins what the document is with dashes', () => {
    expect(documentFileName(['Payslip', '2026-03', 'Jane  Wanjiru'], 'pdf')).toBe(
      'Payslip-2026-03-Jane-Wanjiru.pdf',
    );
    expect(documentFileName(['Statement', 'A/B: "Ltd"', '2026-11-30'], 'pdf')).toBe(
      'Statement-A-B-Ltd-2026-11-30.pdf',
    );
    expect(documentFileName(['P9', '2025', null, ' '], 'pdf')).toBe('P9-2025.pdf');
    expect(documentFileName([], 'pdf')).toBe('document.pdf');
  });

  it('gives a plain ASCII name for the old filename parameter', () => {
    expect(asciiFileName('Payslip-2026-03-Łukasz-Zoë-Wanjirũ-Straße.pdf')).toBe(
      'Payslip-2026-03-Lukasz-Zoe-Wanjiru-Strasse.pdf',
    );
    expect(asciiFileName('茶.pdf')).toBe('document.pdf');
  });

  it('adds filename* (RFC 5987) only when the name is not plain ASCII', () => {
    expect(downloadDisposition('Invoice-INV-0001-Duka.pdf')).toBe(
      'attachment; filename="Invoice-INV-0001-Duka.pdf"',
    );
    expect(downloadDisposition('Receipt-Zoë (1).pdf')).toBe(
      `attachment; filename="Receipt-Zoe (1).pdf"; filename*=UTF-8''Receipt-Zo%C3%AB%20%281%29.pdf`,
    );
  });
});

describe('printable PDF text', () => {
  it('keeps what DejaVu Sans draws and puts one ? for each character it lacks', () => {
    expect(printable("Wanjirũ Ng'ang'a, Łukasz, Zoë")).toBe("Wanjirũ Ng'ang'a, Łukasz, Zoë");
    expect(printable('u\u0303')).toBe('ũ');
    expect(printable('tea 🍵 茶 👨‍👩‍👧 ❤️')).toBe('tea ? ? ? ❤');
    expect(printable('line one\nline two')).toBe('line one\nline two');
  });
});
