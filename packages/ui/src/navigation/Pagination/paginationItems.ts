/** The page numbers to show, with gaps: 1 … 4 5 6 … 12. A gap never hides a single page (that page is shown). */
import type { PaginationItem } from './Pagination.types';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function paginationItems(page: number, pageCount: number, siblingCount = 1, boundaryCount = 1): PaginationItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // Boundaries + siblings + current + two gaps: when everything fits, no gaps.
  if (count <= boundaryCount * 2 + siblingCount * 2 + 3) return range(1, count);

  const startPages = range(1, boundaryCount);
  const endPages = range(count - boundaryCount + 1, count);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    count - boundaryCount - 1,
  );
  return [
    ...startPages,
    siblingsStart > boundaryCount + 2 ? 'start-ellipsis' : boundaryCount + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - boundaryCount - 1 ? 'end-ellipsis' : count - boundaryCount,
    ...endPages,
  ];
}
