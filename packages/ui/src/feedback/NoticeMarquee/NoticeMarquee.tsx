import { forwardRef, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { Icon } from '../../primitives/Icon';
import { Badge, Count, Current, ItemButton, List, Root, Stepper, Ticker, Track } from './NoticeMarquee.styles';
import type { NoticeMarqueeProps } from './NoticeMarquee.types';

/** Focus that came from the keyboard (a click focuses a button too). */

/**
 * The notice ticker: titles scroll by (paused on hover and focus), each a button that selects its notice.
 * Screen readers get the titles once, as a list: the second copy that closes the loop is hidden and inert.
 * Under reduced motion, with motion="none", or as soon as keyboard focus arrives, it shows one notice at a time
 * with previous and next buttons instead, so nothing moves under a reader's eyes or focus.
 */
export const NoticeMarquee = forwardRef<HTMLElement, NoticeMarqueeProps>(function NoticeMarquee(
  { notices, onSelect, label, speed = 60, motion = 'auto', endSlot, onFocus, onBlur, onPointerDown, style, ...rest },
  ref,
) {
  const { t } = useTranslation('feedback');
  const [index, setIndex] = useState(0);
  const [isStepping, setStepping] = useState(false);
  const [duration, setDuration] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  // Set by a pointer press, so the focus that follows it is known not to come from the keyboard.
  const pointerFocusRef = useRef(false);
  const count = notices.length;
  const current = count > 0 ? notices[Math.min(index, count - 1)] : undefined;

  // The loop's duration follows the content's width, so every ticker moves at the same speed.
  useLayoutEffect(() => {
    const node = listRef.current;
    if (!node) return undefined;
    const measure = () => setDuration(node.scrollWidth / Math.max(1, speed));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [speed, notices]);

  const step = (delta: number) => setIndex((i) => (((Math.min(i, count - 1) + delta) % count) + count) % count);

  if (count === 0) return null;

  const items = (isCopy: boolean) =>
    notices.map((notice, i) => (
      <li key={notice.id}>
        <ItemButton
          type="button"
          data-part="Item"
          tabIndex={isCopy ? -1 : undefined}
          onClick={() => onSelect?.(notice.id)}
          onFocus={
            isCopy
              ? undefined
              : () => {
                  // Keyboard focus on a moving target is unusable: switch to stepping at this notice. A mouse
                  // click focuses too, but its target is already under the pointer (and the ticker is paused).
                  if (pointerFocusRef.current) {
                    pointerFocusRef.current = false;
                    return;
                  }
                  setIndex(i);
                  setStepping(true);
                  requestAnimationFrame(() => currentRef.current?.focus());
                }
          }
        >
          {notice.title}
        </ItemButton>
      </li>
    ));

  return (
    <Root
      ref={ref}
      data-component="NoticeMarquee"
      data-motion={motion}
      data-stepping={isStepping ? '' : undefined}
      aria-label={label ?? t('marquee.label')}
      style={{ ...style, '--marquee-duration': `${duration}s` } as CSSProperties}
      onFocus={onFocus}
      onPointerDown={(event: PointerEvent<HTMLElement>) => {
        onPointerDown?.(event);
        pointerFocusRef.current = true;
        // A press that focuses nothing (text, the badge) must not mark the next keyboard focus as a pointer's.
        setTimeout(() => {
          pointerFocusRef.current = false;
        }, 0);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setStepping(false);
      }}
      {...rest}
    >
      <Badge data-part="Icon">
        <Icon name="megaphone" size="sm" />
      </Badge>
      <Ticker data-part="Ticker">
        <Track data-part="Track">
          <List ref={listRef}>{items(false)}</List>
          <List aria-hidden="true" inert>
            {items(true)}
          </List>
        </Track>
      </Ticker>
      <Stepper data-part="Stepper">
        <Current aria-live="polite" aria-atomic>
          {current ? (
            <ItemButton ref={currentRef} type="button" data-part="CurrentItem" onClick={() => onSelect?.(current.id)}>
              {current.title}
            </ItemButton>
          ) : null}
        </Current>
        {count > 1 ? (
          <>
            <Count aria-hidden="true">{`${Math.min(index, count - 1) + 1}/${count}`}</Count>
            <IconButton
              icon="chevronLeft"
              size="sm"
              label={t('marquee.previous')}
              onClick={() => step(-1)}
              data-part="Previous"
            />
            <IconButton
              icon="chevronRight"
              size="sm"
              label={t('marquee.next')}
              onClick={() => step(1)}
              data-part="Next"
            />
          </>
        ) : null}
      </Stepper>
      {endSlot}
    </Root>
  );
});
