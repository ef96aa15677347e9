/** Pieces every promotion view shares: the art (with a drawn placeholder), the period line and the action button. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../actions/Button';
import { Icon, type IconName } from '../../primitives/Icon';
import { formatNoticeDate } from '../../overlays/NotificationModal/formatNoticeDate';
import { ArtFrame, ArtPlaceholder, PeriodText, ProgressFill, ProgressTrack } from './promotions.styles';
import { isActionable, type ActivityStatus, type GameCategory, type PromotionKind } from './promotion.types';

export const kindIcons: Record<PromotionKind, IconName> = {
  depositBonus: 'deposit',
  signUp: 'promo',
  raffle: 'lottery',
  mission: 'target',
  referral: 'users',
  contactBonus: 'message',
};

export const categoryIcons: Record<GameCategory, IconName> = {
  LIVE: 'live',
  RNG: 'slots',
  SPORTS: 'sports',
  FISH: 'fish',
  PVP: 'pvp',
  LOTT: 'lottery',
};

/** The promotion's art, or (missing or broken) its kind's icon drawn on the brand's gradient; never a broken image. */
export function PromotionArt({ src, kind, children }: { src?: string; kind: PromotionKind; children?: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <ArtFrame data-part="Art">
      {showImage ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <ArtPlaceholder data-part="ArtPlaceholder" aria-hidden="true">
          <Icon name={kindIcons[kind]} />
          <Icon name="sparkles" data-part="Spark" />
          <Icon name="sparkles" data-part="Spark" />
        </ArtPlaceholder>
      )}
      {children}
    </ArtFrame>
  );
}

/** `yyyy-MM-dd HH:mm` in the member's zone. */
export function formatPromoTime(ms: number, timeZone?: string): string {
  return formatNoticeDate(ms, timeZone).slice(0, 16);
}

/** "Period: 2026-11-01 00:00 – 2026-11-30 23:59", or "from … (no end date)". */
export function PromotionPeriod({
  startTime,
  endTime,
  timeZone,
}: {
  startTime: number;
  endTime: number | null;
  timeZone?: string;
}) {
  const { t } = useTranslation('engage');
  const start = formatPromoTime(startTime, timeZone);
  return (
    <PeriodText data-part="Period">
      <Icon name="calendar" size="xs" />
      <span>
        {endTime === null
          ? t('promo.periodOpen', { start })
          : t('promo.period', { start, end: formatPromoTime(endTime, timeZone) })}
      </span>
    </PeriodText>
  );
}

/** The label of a status's button: the action's verb for join/claim, the state otherwise. */
export function useStatusLabel() {
  const { t } = useTranslation('ui');
  return (status: ActivityStatus) => t(`statusBadge.activity.${status}`);
}

export interface PromotionActionProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  status: ActivityStatus;
  /** Called for `join` and `claim`; the other statuses show a disabled button naming the state. */
  onAction?: (status: ActivityStatus) => void;
  /** A visitor: join/claim ask to log in first (SPEC §6). */
  isVisitor?: boolean;
  onLoginRequest?: () => void;
}

/** The button a status gives: join/claim act; applying, in process, joined, issued, claimed, rejected, closed and coming soon only say where things stand. */
export function PromotionAction({ status, onAction, isVisitor, onLoginRequest, ...rest }: PromotionActionProps) {
  const { t } = useTranslation('engage');
  const label = useStatusLabel();
  const canAct = isActionable(status);
  if (canAct && isVisitor) {
    return (
      <Button variant="primary" startIcon={<Icon name="login" />} onClick={onLoginRequest} data-part="ActionButton" data-status={status} {...rest}>
        {t('promo.loginToJoin')}
      </Button>
    );
  }
  return (
    <Button
      variant={canAct ? 'primary' : 'secondary'}
      disabled={!canAct}
      onClick={canAct ? () => onAction?.(status) : undefined}
      data-part="ActionButton"
      data-status={status}
      {...rest}
    >
      {label(status)}
    </Button>
  );
}

/** A progress bar with its accessible value (`label` names it). */
export function ProgressBar({ value, max, label, text }: { value: number; max: number; label: string; text?: string }) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={text}
      data-part="Progress"
    >
      <ProgressFill style={{ ['--progress' as string]: `${ratio * 100}%` }} data-complete={ratio >= 1 ? '' : undefined} />
    </ProgressTrack>
  );
}
