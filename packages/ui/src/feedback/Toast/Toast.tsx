import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { Icon, type IconName } from '../../primitives/Icon';
import { CloseSlot, Description, IconSlot, Text, Title, ToastRoot } from './Toast.styles';
import type { ToastProps, ToastTone } from './Toast.types';

const toneIcons = { info: 'info', success: 'success', warning: 'warning', error: 'error' } as const satisfies Record<
  ToastTone,
  IconName
>;

/** Presses on these keep their own meaning instead of starting a swipe. */
const controlSelector = 'button, a';

/** A horizontal drag this far (px) dismisses the toast. */
const swipeThreshold = 80;

/** One toast: tone icon and rail, title, description, close button; swipe sideways to dismiss. */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  {
    tone = 'info',
    title,
    description,
    onClose,
    style,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('feedback');
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(offset) >= swipeThreshold && onClose) onClose();
    else setOffset(0);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return (
    <ToastRoot
      ref={ref}
      data-component="Toast"
      data-tone={tone}
      data-swiping={offset !== 0 ? '' : undefined}
      style={
        offset !== 0
          ? { ...style, transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 240) }
          : style
      }
      onPointerDown={(event) => {
        onPointerDown?.(event);
        // Buttons inside keep their clicks; only a drag on the toast's body swipes.
        if (!onClose || (event.target as HTMLElement).closest(controlSelector)) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event);
        if (start.current !== null) setOffset(event.clientX - start.current);
      }}
      onPointerUp={(event) => {
        onPointerUp?.(event);
        end(event);
      }}
      onPointerCancel={(event) => {
        onPointerCancel?.(event);
        start.current = null;
        setOffset(0);
      }}
      {...rest}
    >
      <IconSlot data-part="Icon">
        <Icon name={toneIcons[tone]} size="md" />
      </IconSlot>
      <Text>
        <Title data-part="Title">{title}</Title>
        {description ? <Description data-part="Description">{description}</Description> : null}
      </Text>
      {onClose ? (
        <CloseSlot>
          <IconButton icon="close" size="sm" label={t('toast.close')} onClick={onClose} data-part="CloseButton" />
        </CloseSlot>
      ) : (
        <span />
      )}
    </ToastRoot>
  );
});
