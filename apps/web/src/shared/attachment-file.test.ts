import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize } from './attachment-file';

describe('attachment files', () => {
  it('reads sizes in whole kilobytes, at least 1, and megabytes to one decimal', () => {
    expect(formatFileSize(0)).toBe('1 KB');
    expect(formatFileSize(40)).toBe('1 KB');
    expect(formatFileSize(12_800)).toBe('13 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
  });

  it('takes PDF, PNG, JPEG and WebP files of at most 10 MB with a name of at most 120 characters', () => {
    const file = { name: 'VAT3 acknowledgement.pdf', type: 'application/pdf', size: 50 };
    expect(attachmentProblem(file)).toBeUndefined();
    expect(attachmentProblem({ ...file, type: 'image/jpeg' })).toBeUndefined();
    expect(attachmentProblem({ ...file, type: 'image/webp' })).toBeUndefined();
    expect(attachmentProblem({ ...file, type: 'text/csv' })).toBe('Choose a PDF, PNG, JPEG or WebP file');
    expect(attachmentProblem({ ...file, size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file is too big: at most 10 MB',
    );
    expect(attachmentProblem({ ...file, name: `${'a'.repeat(117)}.pdf` })).toBe(
      'Rename the file: at most 120 characters',
    );
  });
});
