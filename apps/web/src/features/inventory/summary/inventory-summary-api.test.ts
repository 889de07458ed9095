import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { SUMMARY_ERROR, summaryErrorMessage } from './inventory-summary-api';

describe('summaryErrorMessage', () => {
  it("uses the server's message when it sent one", () => {
    const err = new ApiError({ status: 403, code: 'forbidden', message: 'You may not see this branch' });
    expect(summaryErrorMessage(err)).toBe('You may not see this branch');
  });

  it('falls back to the fixed sentence otherwise', () => {
    expect(
      summaryErrorMessage(
        new ApiError({ status: 502, code: 'http-502', message: 'The server answered 502' }),
      ),
    ).toBe(SUMMARY_ERROR);
    expect(
      summaryErrorMessage(
        new ApiError({ status: 0, code: 'network-request-failed', message: 'Network problem' }),
      ),
    ).toBe('Failed to fetch inventory summary');
    expect(summaryErrorMessage(new ApiError({ status: 500, code: 'internal', message: ' ' }))).toBe(
      SUMMARY_ERROR,
    );
    expect(summaryErrorMessage(new Error('boom'))).toBe(SUMMARY_ERROR);
  });
});
