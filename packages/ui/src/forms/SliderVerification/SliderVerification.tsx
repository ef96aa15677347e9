import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { Spinner } from '../../feedback/Spinner';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { vars } from '../../theme';
import { captchaImageUrl } from '../CaptchaField';
import {
  Fill,
  Gap,
  Handle,
  Hint,
  Piece,
  Puzzle,
  PuzzleBadge,
  RefreshSlot,
  Root,
  StatusLine,
  Track,
  TrackText,
} from './SliderVerification.styles';
import type { SliderTrackPoint, SliderVerificationProps } from './SliderVerification.types';

const pct = (n: number) => `${Math.round(n * 10000) / 100}%`;

/**
 * The slider puzzle shown before login, register and SMS requests (SPEC §7 "third-party services"): drag the
 * handle until the piece sits in the gap. The handle is a `role="slider"` (arrow keys move it, Enter submits),
 * and `onTapVerify` adds a one-tap alternative. The component never judges the answer: it reports `x` and
 * shows the `status` it is given.
 */
export const SliderVerification = forwardRef<HTMLDivElement, SliderVerificationProps>(function SliderVerification(
  {
    width = 300,
    height = 160,
    challengeId: _challengeId,
    targetX,
    y: pieceY,
    pieceSize = 48,
    background,
    piece,
    status = 'idle',
    onComplete,
    onTapVerify,
    onRefresh,
    step = 1,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('auth');
  const ids = useId();
  const describedId = `${ids}-described`;
  const max = Math.max(1, width - pieceSize);
  const [x, setX] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const [isReturning, setIsReturning] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startValue: number; span: number; began: number; track: SliderTrackPoint[] } | null>(null);
  const isBusy = status === 'checking' || status === 'success';
  const y = pieceY ?? (height - pieceSize) / 2;

  // A failed try springs the piece back to the start once the shake has played.
  useEffect(() => {
    if (status !== 'error') return undefined;
    const timer = setTimeout(() => {
      setIsReturning(true);
      setX(0);
    }, 450);
    return () => clearTimeout(timer);
  }, [status]);

  const clamp = (value: number) => Math.min(max, Math.max(0, Math.round(value)));

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (isBusy || event.button !== 0) return;
    const span = (trackRef.current?.clientWidth ?? 0) - event.currentTarget.offsetWidth;
    if (span <= 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: x, span, began: performance.now(), track: [[x, 0, 0]] };
    setIsReturning(false);
    setIsDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    const next = clamp(d.startValue + ((event.clientX - d.startX) / d.span) * max);
    d.track.push([next, Math.round(event.clientY), Math.round(performance.now() - d.began)]);
    setX(next);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    setIsDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    const final = clamp(d.startValue + ((event.clientX - d.startX) / d.span) * max);
    setX(final);
    if (final > 0) onComplete(final, d.track.slice(-1000));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isBusy) return;
    const big = step * 10;
    const moves: Record<string, number> = {
      ArrowRight: event.shiftKey ? big : step,
      ArrowUp: event.shiftKey ? big : step,
      ArrowLeft: -(event.shiftKey ? big : step),
      ArrowDown: -(event.shiftKey ? big : step),
      PageUp: big,
      PageDown: -big,
    };
    if (event.key in moves) {
      event.preventDefault();
      setIsReturning(false);
      setX((value) => clamp(value + (moves[event.key] ?? 0)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setX(event.key === 'Home' ? 0 : max);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onComplete(x);
    }
  }

  const ratio = x / max;
  const statusText =
    status === 'checking'
      ? t('slider.checking')
      : status === 'success'
        ? t('slider.success')
        : status === 'error'
          ? t('slider.error')
          : '';

  return (
    <Root ref={ref} data-component="SliderVerification" data-status={status} {...rest}>
      <Puzzle data-part="Puzzle" style={{ aspectRatio: `${width} / ${height}` }}>
        {background ? <img data-part="Background" src={captchaImageUrl(background)} alt="" /> : null}
        {!background && targetX !== undefined ? (
          <Gap
            data-part="Gap"
            style={{ left: pct(targetX / width), top: pct(y / height), width: pct(pieceSize / width), height: pct(pieceSize / height) }}
          />
        ) : null}
        <Piece
          data-part="Piece"
          style={{ left: pct(x / width), top: pct(y / height), width: pct(pieceSize / width), height: pct(pieceSize / height) }}
        >
          {piece ? <img src={captchaImageUrl(piece)} alt="" /> : null}
        </Piece>
        {status === 'success' ? (
          <PuzzleBadge aria-hidden="true">
            <Icon name="success" size="lg" />
          </PuzzleBadge>
        ) : null}
        {onRefresh && !isBusy ? (
          <RefreshSlot>
            <IconButton icon="refresh" size="sm" variant="secondary" label={t('slider.refresh')} onClick={onRefresh} />
          </RefreshSlot>
        ) : null}
      </Puzzle>

      <Track ref={trackRef} data-part="Track">
        <Fill style={{ width: `calc((100% - ${vars.layout.control.md}) * ${ratio} + ${vars.layout.control.md})` }} />
        <TrackText aria-hidden="true">
          <span>{t('slider.instruction')}</span>
        </TrackText>
        <Handle
          role="slider"
          tabIndex={isBusy ? -1 : 0}
          data-part="Handle"
          data-dragging={isDragging ? '' : undefined}
          data-returning={isReturning ? '' : undefined}
          aria-label={t('slider.handle')}
          aria-describedby={describedId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-valuetext={t('slider.valueText', { value: x, max })}
          aria-disabled={isBusy || undefined}
          style={{ left: `calc((100% - ${vars.layout.control.md}) * ${ratio})` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {status === 'checking' ? (
            <Spinner size="sm" label={null} />
          ) : (
            <Icon name={status === 'success' ? 'check' : 'chevronRight'} size="md" />
          )}
        </Handle>
      </Track>
      <VisuallyHidden id={describedId}>
        {t('slider.instruction')} {t('slider.keyboardHint')}
      </VisuallyHidden>

      <StatusLine
        role="status"
        data-part="Status"
        data-tone={status === 'success' ? 'success' : status === 'error' ? 'danger' : undefined}
      >
        {statusText}
      </StatusLine>
      {onTapVerify ? (
        <Button variant="ghost" size="sm" isFullWidth startIcon={<Icon name="shieldCheck" />} disabled={isBusy} onClick={onTapVerify}>
          {t('slider.tapVerify')}
        </Button>
      ) : null}
      <Hint aria-hidden="true">{t('slider.keyboardHint')}</Hint>
    </Root>
  );
});
