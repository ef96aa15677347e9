/** Priority-plus arithmetic for the header nav: how many leading entries fit beside a "More" entry. */

/**
 * The number of leading entries to show in `available` px. When every entry fits, all of them; otherwise as
 * many as fit together with the More entry (`moreWidth`), which then holds the rest. Widths are rounded up so
 * sub-pixel text never tips the last entry under the account area.
 */
export function fitEntries(widths: readonly number[], available: number, moreWidth: number): number {
  const sizes = widths.map((width) => Math.ceil(Math.max(0, width)));
  const total = sizes.reduce((sum, width) => sum + width, 0);
  if (total <= available) return sizes.length;
  let used = Math.ceil(Math.max(0, moreWidth));
  let count = 0;
  for (const width of sizes) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
