import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import type { Page } from '@swx/contract';
import { GraphQLError } from 'graphql';
import { asGraphQLError, InputError } from '../errors/errors.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The upstream numbers pages 1-1,000,000; no cursor may point past them. */
export const MAX_OFFSET = 1_000_000 * MAX_PAGE_SIZE;

/** A cursor is opaque to clients, so a forged one is bad input, not a page of nothing. */
function offsetAfter(cursor: string): number {
  let offset = Number.NaN;
  try {
    const text = cursorToOffset(cursor);
    offset = Number.isSafeInteger(text) ? text : Number.NaN;
  } catch {
    // fall through: not one of ours
  }
  if (!(offset >= 0 && offset < MAX_OFFSET) || offsetToCursor(offset) !== cursor) {
    throw asGraphQLError(
      new InputError('INPUT_INVALID', 'This cursor was not issued by this list.', 'after'),
    );
  }
  return offset + 1;
}

type ConnectionArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

/**
 * A Relay connection over the upstream's numbered pages (pageNum from 1, pageSize ≤ 100).
 * Cursors are offsets; a window that straddles two upstream pages reads both.
 */
export async function pageConnection<T>(
  args: ConnectionArgs,
  fetchPage: (pageNum: number, pageSize: number) => Promise<Page<T>>,
) {
  if (args.last != null || args.before != null) {
    throw new GraphQLError('This list pages forward only: use first and after.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const first = Math.min(Math.max(args.first ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const offset = args.after ? offsetAfter(args.after) : 0;
  const firstPage = Math.floor(offset / first) + 1;
  const pages = [await fetchPage(firstPage, first)];
  const skip = offset - (firstPage - 1) * first;
  const total = pages[0]?.total ?? 0;
  if (skip > 0 && offset + first - skip < total) pages.push(await fetchPage(firstPage + 1, first));
  const items = pages.flatMap((page) => page.list).slice(skip, skip + first);
  return {
    totalCount: total,
    edges: items.map((node, index) => ({ cursor: offsetToCursor(offset + index), node })),
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: items.length > 0 ? offsetToCursor(offset) : null,
      endCursor: items.length > 0 ? offsetToCursor(offset + items.length - 1) : null,
    },
  };
}
