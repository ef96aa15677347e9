/**
 * Registration pattern ids 0-20 (SPEC §5) as validators, the field validator used by registration, and the
 * fixed rules of login, forgot password and change password.
 *
 * "Letters" means the English letters A-Z and a-z; digits are the ASCII digits 0-9 (full-width letters and
 * digits do not count). Lengths are counted in Unicode code points, so one Chinese character or one emoji is 1.
 */

export const patternIds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export type PatternId = (typeof patternIds)[number];

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 20;
}

export interface Pattern {
  readonly id: PatternId;
  /** What the pattern accepts, in plain English (documentation; the UI uses `messageKey`). */
  readonly description: string;
  /** Tests the pattern only; lengths are checked by `validateField`. */
  test(value: string): boolean;
  /** i18n key of the message; it takes `{{min}}`/`{{max}}` or a single `{{count}}`/`{{range}}`. */
  readonly messageKey: string;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const mdy = /^(\d{2})-(\d{2})-(\d{4})$/;

const regexes = {
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  2: /^[A-Za-z\p{Script=Han}]+$/u,
  3: /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  4: /^[A-Za-z0-9]+$/,
  5: /^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$/,
  6: /^[0-9]+$/,
  7: /^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$/,
  8: /^(?=[A-Za-z ]*[A-Za-z])[A-Za-z ]+$/,
  9: /^\S+$/u,
  // Chinese characters plus punctuation and symbols (e.g. the middle dot of transliterated names); at least one
  // Chinese character; no letters, digits, spaces or emoji.
  10: /^(?=.*\p{Script=Han})(?!.*\p{Extended_Pictographic})[\p{Script=Han}\p{P}\p{S}]+$/u,
  12: /^(?=(?:[A-Za-z ]*[A-Za-z]){2})[A-Za-z ]+$/,
  14: /^[A-Za-z0-9]+$/,
  15: /^\p{Script=Hangul}+$/u,
  16: /^\p{Script=Thai}+$/u,
  17: /^(?=.*[A-Za-z\p{Script=Thai}])[A-Za-z\p{Script=Thai} ]+$/u,
  18: /^(?=[A-Z ]*[A-Z])[A-Z ]+$/,
  19: /^[!-~]+$/,
  20: /^(?=[!-~]*[A-Z])(?=[!-~]*[a-z])(?=[!-~]*[0-9])(?=[!-~]*[!-/:-@[-`{-~])[!-~]+$/,
} as const;

function fromRegex(re: RegExp): (value: string) => boolean {
  return (value) => re.test(value);
}

function make(id: PatternId, description: string, test: (value: string) => boolean): Pattern {
  return { id, description, test, messageKey: `validation:pattern${id}` };
}

export const patterns: Readonly<Record<PatternId, Pattern>> = {
  0: make(0, 'any value (length only)', () => true),
  1: make(1, 'a letter first, then letters and digits', fromRegex(regexes[1])),
  2: make(2, 'letters and Chinese characters', fromRegex(regexes[2])),
  3: make(3, 'a valid e-mail address', fromRegex(regexes[3])),
  4: make(4, 'letters and digits, no Chinese characters', fromRegex(regexes[4])),
  5: make(5, 'letters and digits, at least one of each', fromRegex(regexes[5])),
  6: make(6, 'digits only', fromRegex(regexes[6])),
  7: make(7, 'letters and digits with at least one capital letter', fromRegex(regexes[7])),
  8: make(8, 'English letters and spaces', fromRegex(regexes[8])),
  9: make(9, 'no spaces', fromRegex(regexes[9])),
  10: make(10, 'Chinese characters and symbols', fromRegex(regexes[10])),
  11: make(11, 'a real date yyyy-MM-dd', (value) => {
    const m = ymd.exec(value);
    return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
  }),
  12: make(12, 'letters and spaces with at least two letters', fromRegex(regexes[12])),
  13: make(13, 'a real date MM-dd-yyyy', (value) => {
    const m = mdy.exec(value);
    return m !== null && isRealDate(Number(m[3]), Number(m[1]), Number(m[2]));
  }),
  14: make(14, 'letters and digits only', fromRegex(regexes[14])),
  15: make(15, 'Korean (Hangul) only', fromRegex(regexes[15])),
  16: make(16, 'Thai only', fromRegex(regexes[16])),
  17: make(17, 'Thai or English letters and spaces', fromRegex(regexes[17])),
  18: make(18, 'capital letters and spaces with at least one letter', fromRegex(regexes[18])),
  19: make(19, 'letters, digits and symbols (printable ASCII, no spaces)', fromRegex(regexes[19])),
  20: make(20, 'at least one upper-case letter, one lower-case letter, one digit and one special character', fromRegex(regexes[20])),
};

/** Longest server pattern we agree to compile (a guard against pathological input, not a ReDoS proof). */
export const MAX_ACCEPTED_PATTERN_LENGTH = 1000;

const compiled = new Map<string, RegExp | null>();

/**
 * Compiles a regular expression sent by the server. It must match the whole value (Java `matches()` semantics),
 * so it is anchored. `/source/flags` literals are accepted. An invalid or oversized pattern yields `null`
 * (it is then ignored); this never throws.
 */
export function compileAcceptedPattern(source: string | null | undefined): RegExp | null {
  if (typeof source !== 'string' || source.trim() === '' || source.length > MAX_ACCEPTED_PATTERN_LENGTH) return null;
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  let body = source;
  let flags = '';
  const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(source);
  if (literal) {
    body = literal[1] ?? '';
    flags = (literal[2] ?? '').replace(/[gy]/g, ''); // stateful flags would make test() alternate
  }
  let result: RegExp | null = null;
  for (const candidate of [flags.includes('u') || flags.includes('v') ? flags : `${flags}u`, flags]) {
    try {
      result = new RegExp(`^(?:${body})$`, candidate);
      break;
    } catch {
      result = null;
    }
  }
  compiled.set(source, result);
  return result;
}

export interface FieldValidationConfig {
  patternId: PatternId | number;
  /** A regular expression from the server; when it compiles, the value must also match it. */
  acceptedPattern?: string | null | undefined;
  minLength: number;
  /** 0 or less means no upper bound. */
  maxLength: number;
  required: boolean;
}

/** `{ min, max }`, collapsed to a single number when min === max (SPEC §5). */
export type LengthParams = { min: number; max: number } | number;

export interface FieldError {
  messageKey: string;
  params: LengthParams;
  /** The length text to substitute: "4-16", or "6" when min === max. */
  range: string;
}

export const REQUIRED_MESSAGE_KEY = 'validation:required';

/** Length in Unicode code points. */
export function valueLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/** `max` 0 means unbounded; only a bounded min === max collapses to one number. */
function lengthParams(min: number, max: number): { params: LengthParams; range: string } {
  if (max > 0 && min === max) return { params: min, range: String(min) };
  return { params: { min, max }, range: max > 0 ? `${min}-${max}` : `${min}+` };
}

/**
 * Validates one registration-style field. Returns `null` when the value passes, otherwise the message key of the
 * pattern (or `validation:required` for a missing required value) with the length parameters.
 * An empty or whitespace-only value passes when the field is not required.
 */
export function validateField(value: string | null | undefined, config: FieldValidationConfig): FieldError | null {
  const min = Math.max(0, config.minLength || 0);
  const max = config.maxLength > 0 ? config.maxLength : Number.POSITIVE_INFINITY;
  const { params, range } = lengthParams(min, config.maxLength > 0 ? config.maxLength : 0);
  const text = value ?? '';
  if (text.trim() === '') {
    return config.required ? { messageKey: REQUIRED_MESSAGE_KEY, params, range } : null;
  }
  const pattern = isPatternId(config.patternId) ? patterns[config.patternId] : patterns[0];
  const len = valueLength(text);
  const accepted = compileAcceptedPattern(config.acceptedPattern);
  const ok = len >= min && len <= max && pattern.test(text) && (accepted === null || accepted.test(text));
  return ok ? null : { messageKey: pattern.messageKey, params, range };
}

export interface FieldRule extends FieldValidationConfig {
  patternId: PatternId;
  /** The message shown when the rule fails. */
  messageKey: string;
  test(value: string): boolean;
}

function rule(patternId: PatternId, minLength: number, maxLength: number, messageKey: string): FieldRule {
  const config = { patternId, minLength, maxLength, required: true } as const;
  return { ...config, messageKey, test: (value: string) => validateField(value, config) === null };
}

/** Username rule of login, forgot password and registration defaults: a letter first, then letters and digits, 4-16. */
export const usernameRule: FieldRule = rule(1, 4, 16, 'validation:accountFormat');
/** Password rule: letters or digits, 6-20 ("password must be min to max letters or digits"). */
export const passwordRule: FieldRule = rule(14, 6, 20, 'validation:passwordFormat');
/** Mobile number rule: digits only, 6-15. */
export const mobileRule: FieldRule = rule(6, 6, 15, 'validation:mobileFormat');
/** E-mail rule of forgot-by-e-mail. */
export const emailRule: FieldRule = rule(3, 3, 254, 'validation:emailFormat');
