/** Types of firstFonts.mjs (plain JavaScript: scripts/prerender.mjs runs under Node without a build). */
export declare const firstScriptWeights: readonly [400, 700];
export declare const firstScriptFonts: Record<
  string,
  { tag: string; family: string; name: string; source: Record<400 | 700, string> | null } | undefined
>;
