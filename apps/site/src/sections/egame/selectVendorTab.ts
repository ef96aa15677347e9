/** The vendor tab to show: the `page` query, else the saved vendor, else the first offered (pure). */
export function selectVendorTab(offered: readonly string[], pageQuery: string | null, saved: string | null): string | null {
  const pick = (code: string | null) => (code ? (offered.length === 0 ? code.toUpperCase() : (offered.find((v) => v.toUpperCase() === code.toUpperCase()) ?? null)) : null);
  return pick(pageQuery) ?? pick(saved) ?? offered[0] ?? null;
}
