/** Flattens a request object into URL parameters (query strings and form bodies). */

/**
 * `undefined` and `null` fields are left out; arrays repeat the key (`a=1&a=2`); nested objects are sent as JSON;
 * everything else as `String(value)`.
 */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input === undefined || input === null) return params;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('query and form input must be a plain object');
  }
  for (const [key, value] of Object.entries(input)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}
