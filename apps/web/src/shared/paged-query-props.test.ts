import { describe, expect, it } from 'vitest';
import { pagedQueryProps } from './paged-query-props';

const query = (over: Partial<Parameters<typeof pagedQueryProps<{ id: string }>>[0]>) => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
  ...over,
});

describe('pagedQueryProps', () => {
  it('gives the page and its total, loading only while no page of this query is shown', () => {
    const page = { items: [{ id: 'a' }], total: 31, page: 2, limit: 25 };
    expect(pagedQueryProps(query({ isPending: true }))).toMatchObject({
      rows: [],
      rowCount: 0,
      loading: true,
    });
    expect(pagedQueryProps(query({ data: page, isFetching: true }))).toMatchObject({
      rows: [{ id: 'a' }],
      rowCount: 31,
      loading: false,
    });
    expect(pagedQueryProps(query({ data: page, isFetching: true, isPlaceholderData: true })).loading).toBe(
      true,
    );
  });

  it('passes the error on and retries by refetching', () => {
    let refetched = 0;
    const props = pagedQueryProps(query({ error: new Error('down'), refetch: () => refetched++ }));
    expect(props.error).toEqual(new Error('down'));
    props.onRetry();
    expect(refetched).toBe(1);
  });
});
