import { DICE_COLOURS, slotCount, type LotteryFormat } from '@croupier/contract';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ballRuleOf } from '../shared/lotteryPlay';
import { Ball, DieFace, Root } from './LotteryBalls.styles';
import type { LotteryBallsProps } from './LotteryBalls.types';

/** Pip centres of a die face (viewBox 0..100), by the face's value. */
const pips: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

function Die({ value }: { value: number }) {
  // One and four are red on the dice the game is played with.
  const pipColour = value === 1 || value === 4 ? DICE_COLOURS.redPip : DICE_COLOURS.pip;
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <DieFace x="3" y="3" width="94" height="94" rx="18" />
      {(pips[value] ?? []).map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={value === 1 ? 13 : 9} fill={pipColour} />
      ))}
    </svg>
  );
}

type Look = 'ball' | 'pick11' | 'plate' | 'die' | 'board';
const lookOf = (format: LotteryFormat): Look =>
  format === 'pk10'
    ? 'plate'
    : format === 'dice3'
      ? 'die'
      : format === 'pick11'
        ? 'pick11'
        : ballRuleOf(format)
          ? 'ball'
          : 'board';

/**
 * A draw's numbers as the game shows them: glossy balls (digits, 11x5), PK10's coloured plates, dice faces (K3) or
 * number plates (prize boards). One image for assistive technology, named with the numbers in order.
 */
export const LotteryBalls = forwardRef<HTMLDivElement, LotteryBallsProps>(function LotteryBalls(
  { numbers, format, size = 'md', highlight = [], pending = false, ...rest },
  ref,
) {
  const { t } = useTranslation('lottery');
  const look = lookOf(format);
  const slots = pending
    ? Array.from({ length: ballRuleOf(format) ? slotCount(format) : Math.max(1, numbers.length) }, () => '?')
    : numbers;
  const label = pending ? t('play.ballsPending') : t('play.ballsLabel', { numbers: numbers.join(', ') });
  return (
    <Root
      ref={ref}
      role="img"
      aria-label={label}
      data-component="LotteryBalls"
      data-format={format}
      data-size={size}
      {...rest}
    >
      {slots.map((text, index) => {
        const value = Number(text);
        const isDie = look === 'die' && !pending;
        return (
          <Ball
            // Draws repeat numbers (digits, dice): the slot is the identity.
            key={index}
            aria-hidden="true"
            data-part="Ball"
            data-look={pending ? 'ball' : look}
            data-plate={look === 'plate' && !pending ? value : undefined}
            data-highlight={highlight.includes(index) ? '' : undefined}
            data-pending={pending ? '' : undefined}
          >
            {isDie ? <Die value={value} /> : text}
          </Ball>
        );
      })}
    </Root>
  );
});
