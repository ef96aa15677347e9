/** Tokens -> `--ui-*` CSS variables, and the typed `vars` object that components read them through. */
import type { Tokens } from './tokens';

type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every token as [`--ui-path-to-token`, value]. */
export function flattenTokens(tokens: Tokens): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      out.push([`--ui-${path.map(kebab).join('-')}`, node]);
      return;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) walk(value, [...path, key]);
  };
  walk(tokens, []);
  return out;
}

/** The declarations block for a scope element. */
export function tokensToCss(tokens: Tokens): string {
  return flattenTokens(tokens)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

/** A tree of `var(--ui-...)` references with the shape of the tokens. */
export function toVarRefs<T extends object>(tree: T, path: string[] = []): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, key];
    out[key] = typeof value === 'string' ? `var(--ui-${next.map(kebab).join('-')})` : toVarRefs(value as object, next);
  }
  return out as VarTree<T>;
}
