/** Arguments of the operator's commands that several of them take. */

/**
 * An amount typed in major units (at most two decimals, at most `digits` whole digits) as minor units, or null when
 * the text is not one: by default above zero; `zero` admits 0, `negative` admits a leading minus (never 0 then).
 */
export function minorAmount(
  text: string | undefined,
  options: { digits?: number; zero?: boolean; negative?: boolean } = {},
): number | null {
  const digits = options.digits ?? 12;
  const pattern = new RegExp(`^${options.negative ? '-?' : ''}\\d{1,${digits}}(\\.\\d{1,2})?$`);
  if (!text || !pattern.test(text)) return null;
  const minor = Math.round(Number(text) * 100);
  if (minor === 0 ? !options.zero : minor < 0 && !options.negative) return null;
  return minor;
}
