import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarRoot } from './vip.styles';

export interface RankBarProps {
  /** What is measured ("Valid bet"). */
  label: string;
  value: string;
  target: string;
  /** 0..1 */
  ratio: number;
  /** What is still missing, formatted; empty when met. */
  left: string;
  'data-bar'?: string;
}

/** One threshold towards the next level: a labelled progress bar with the figures and what is left. */
export function RankBar({ label, value, target, ratio, left, ...rest }: RankBarProps) {
  const { t } = useTranslation('loyalty');
  const id = useId();
  const percent = Math.round(ratio * 100);
  const isComplete = ratio >= 1;
  return (
    <BarRoot data-part="Bar" data-complete={isComplete ? '' : undefined} {...rest}>
      <div data-part="BarLabel">
        <span data-part="BarName" id={id}>
          {label}
        </span>
        <span data-part="BarFigures">
          {value} <span>/ {target}</span>
        </span>
      </div>
      <div
        data-part="Track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.valueText', { value, target, percent })}
      >
        <div data-part="Fill" style={{ width: `${percent}%` }} />
      </div>
      <span data-part="BarHint">{isComplete ? t('progress.met') : t('progress.left', { amount: left })}</span>
    </BarRoot>
  );
}
