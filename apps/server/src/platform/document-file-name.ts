/** Characters no file system or browser takes in a file name, and whitespace. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}\s]+/gu;
/** Letters NFKD does not take apart into a base letter and a mark. */
const ASCII_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
};

const tidy = (name: string) => name.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');

/**
 * The file name of a document that says what it is, its words joined by '-':
 * documentFileName(['Payslip', '2026-03', 'Jane Wanjiru'], 'pdf') -> 'Payslip-2026-03-Jane-Wanjiru.pdf'.
 * Names keep their letters ('Wanjirũ'); empty parts are left out.
 */
export function documentFileName(parts: ReadonlyArray<string | null | undefined>, extension: string): string {
  const words = parts
    .map((p) => tidy((p ?? '').normalize('NFC').replace(UNSAFE, '-')))
    .filter((p) => p !== '');
  return `${words.join('-') || 'document'}.${extension}`;
}

/** The file name in plain ASCII for the old `filename=` parameter: 'Wanjirũ-Łukasz' -> 'Wanjiru-Lukasz'. */
export function asciiFileName(name: string): string {
  const ascii = [...name.normalize('NFKD')]
    .map((c) => ASCII_LETTERS[c] ?? c)
    .join('')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '-')
    .replace(/["\\]/g, '-');
  const dot = ascii.lastIndexOf('.');
  const stem = tidy(dot > 0 ? ascii.slice(0, dot) : ascii);
  return `${stem || 'document'}${dot > 0 ? ascii.slice(dot) : ''}`;
}

/** RFC 5987 / RFC 8187 value-chars: percent-encode UTF-8 except attr-char. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The content-disposition of a download (RFC 6266): a safe ASCII `filename`, and when the name has
 * other letters, `filename*=UTF-8''...` (RFC 5987) that current browsers prefer.
 */
export function downloadDisposition(fileName: string): string {
  const name = fileName.normalize('NFC').replace(/[\p{Cc}]/gu, '');
  const ascii = asciiFileName(name);
  const plain = `attachment; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${rfc5987(name)}`;
}
