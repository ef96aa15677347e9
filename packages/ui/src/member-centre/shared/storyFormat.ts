/**
 * The member centre's numbers as its panels write them, in the language a story is showing: play functions derive
 * the text they expect from these (the same helpers the panels use), never from one language's formatting.
 */
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n } from '../../test/storyText';

type StoryContext = { loaded: Record<string, unknown> };

/** `money(-3309.25)` -> `-P3,309.25`; `money(1440.4, true)` -> `+P1,440.40` (as useMoney's `format`). */
export function storyMoney(context: StoryContext, symbol = 'P') {
  const lang = storyI18n(context).language;
  return (value: number, isSigned = false) => formatMoneyIn(lang, value, symbol, isSigned);
}

/** A whole count (`1,234`) in the story's language. */
export function storyCount(context: StoryContext) {
  const format = new Intl.NumberFormat(storyI18n(context).language, { maximumFractionDigits: 0 });
  return (value: number) => format.format(value);
}
