import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { areaText } from '../../../shared/i18n/area-text';
import { summaryErrorMessage } from './inventory-summary-api';

const t = areaText('inventory');
const SUMMARY_ERROR = 'Failed to fetch inventory summary';

describe('summaryErrorMessage', () => {
  it("uses the server's message when it sent one", () => {
    const err = new ApiError({ status: 403, code: 'forbidden', message: 'You may not see this branch' });
    expect(summaryErrorMessage(err, t)).toBe('You may not see this branch');
  });

  it('falls back to the fixed sentence otherwise', () => {
    expect(
      summaryErrorMessage(
        new ApiError({ status: 502, code: 'http-502', message: 'The server answered 502' }),
        t,
      ),
    ).toBe(SUMMARY_ERROR);
    expect(
      summaryErrorMessage(
        new ApiError({ status: 0, code: 'network-request-failed', message: 'Network problem' }),
        t,
      ),
    ).toBe('Failed to fetch inventory summary');
    expect(summaryErrorMessage(new ApiError({ status: 500, code: 'internal', message: ' ' }), t)).toBe(
      SUMMARY_ERROR,
    );
    expect(summaryErrorMessage(new Error('boom'), t)).toBe(SUMMARY_ERROR);
  });
});
