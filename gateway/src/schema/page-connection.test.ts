import { offsetToCursor } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { pageConnection } from './page-connection.ts';

const ROWS = Array.from({ length: 45 }, (_, i) => i);
const calls: [number, number][] = [];
async function fetchPage(pageNum: number, pageSize: number) {
  calls.push([pageNum, pageSize]);
  return {
    list: ROWS.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: ROWS.length,
    pageNum,
    pageSize,
  };
}

describe('pageConnection', () => {
  it('walks every row exactly once with first/after, whatever the page size', async () => {
    for (const first of [1, 7, 20, 45, 100]) {
      const seen: number[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Awaited<ReturnType<typeof pageConnection<number>>> = await pageConnection(
          { first, after },
          fetchPage,
        );
        seen.push(...page.edges.map((edge) => edge.node));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen).toEqual(ROWS);
    }
  });

  it('reads two upstream pages when the window straddles them', async () => {
    calls.length = 0;
    const page = await pageConnection({ first: 10, after: offsetToCursor(4) }, fetchPage);
    expect(page.edges.map((edge) => edge.node)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(calls).toEqual([
      [1, 10],
      [2, 10],
    ]);
    expect(page.totalCount).toBe(45);
  });

  it('answers an empty list with no cursors', async () => {
    const page = await pageConnection({ first: 5 }, async (pageNum, pageSize) => ({
      list: [],
      total: 0,
      pageNum,
      pageSize,
    }));
    expect(page.edges).toEqual([]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
  });
});

describe('pageConnection refuses cursors it did not issue', () => {
  const forged = {
    'negative offset': Buffer.from('OffsetConnection:-5').toString('base64'),
    'beyond the last page': offsetToCursor(1e18),
    'not base64 of an offset': 'bm90LWEtY3Vyc29y',
    'fractional offset': Buffer.from('OffsetConnection:1.5').toString('base64'),
    junk: '%%%',
  };
  it.each(Object.entries(forged))(
    'answers INPUT_INVALID on field after for a %s cursor',
    async (_, after) => {
      const failure = await pageConnection({ first: 5, after }, fetchPage).catch((error: unknown) => error);
      expect(failure).toMatchObject({ extensions: { code: 'INPUT_INVALID', field: 'after' } });
    },
  );
});
