import { LIVE_CATEGORIES, LIVE_CATEGORY_SLIDER_SPACING, type LiveCategoryCode } from '@croupier/contract';
import { forwardRef, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { Icon } from '../../primitives/Icon';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { Badge, Item, ItemLabel, SliderRoot, Viewport } from './LiveCategorySlider.styles';
import type { LiveCategorySliderProps } from './LiveCategorySlider.types';

const allCodes = LIVE_CATEGORIES.map((c) => c.code);

/**
 * The live casino's categories (SPEC §3) in a sideways slider, 20 px apart (SPEC §2): arrow buttons page it on
 * wide screens, fingers swipe it on phones, and the keyboard moves between items with the arrow keys, Home and
 * End (one tab stop). Selecting is a toggle press (aria-pressed); "All" clears the choice.
 */
export const LiveCategorySlider = forwardRef<HTMLDivElement, LiveCategorySliderProps>(function LiveCategorySlider(
  { categories = allCodes, value, defaultValue = null, onValueChange, hasAll = true, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<LiveCategoryCode | null>(defaultValue);
  const selected = value === undefined ? ownValue : value;
  const items: (LiveCategoryCode | null)[] = hasAll ? [null, ...categories] : [...categories];
  const selectedIndex = Math.max(0, items.indexOf(selected));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? selectedIndex;
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = viewportRef.current;
    if (!el) return;
    // A few pixels of slack: snapping and the focus-ring padding leave the scroll position just off the edge.
    // scrollLeft runs from 0 towards negative values in a right-to-left language.
    const scrolled = Math.abs(el.scrollLeft);
    setEdges({ atStart: scrolled <= 4, atEnd: scrolled + el.clientWidth >= el.scrollWidth - 4 });
  }, []);
  useEffect(() => {
    measure();
    const el = viewportRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, items.length]);

  const select = (code: LiveCategoryCode | null) => {
    if (value === undefined) setOwnValue(code);
    if (code !== selected) onValueChange?.(code);
  };

  const page = (direction: 1 | -1) => {
    const el = viewportRef.current;
    if (!el) return;
    // Towards the inline end: leftwards in a right-to-left language.
    const inline = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: inline * direction * el.clientWidth * 0.8, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const moveFocus = (index: number) => {
    const next = (index + items.length) % items.length;
    setFocusIndex(next);
    const button = viewportRef.current?.querySelectorAll<HTMLButtonElement>('[data-part="Item"]')[next];
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveFocus(tabStop + 1),
      ArrowLeft: () => moveFocus(tabStop - 1),
      Home: () => moveFocus(0),
      End: () => moveFocus(items.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <SliderRoot ref={ref} data-component="LiveCategorySlider" {...rest}>
      <IconButton
        icon="chevronLeft"
        variant="secondary"
        size="sm"
        label={t('live.previous')}
        data-part="PreviousButton"
        disabled={edges.atStart}
        onClick={() => page(-1)}
      />
      <Viewport
        ref={viewportRef}
        role="group"
        aria-label={ariaLabel ?? t('live.label')}
        data-part="Viewport"
        style={{ gap: LIVE_CATEGORY_SLIDER_SPACING }}
        onScroll={measure}
        onKeyDown={onKeyDown}
      >
        {items.map((code, index) => (
          <Item
            key={code ?? 'ALL'}
            type="button"
            data-part="Item"
            data-code={code ?? 'ALL'}
            aria-pressed={code === selected}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => select(code)}
          >
            <Badge aria-hidden="true">{code ? code : <Icon name="live" />}</Badge>
            <ItemLabel>{code ? t(`live.categories.${code}`) : t('live.all')}</ItemLabel>
          </Item>
        ))}
      </Viewport>
      <IconButton
        icon="chevronRight"
        variant="secondary"
        size="sm"
        label={t('live.next')}
        data-part="NextButton"
        disabled={edges.atEnd}
        onClick={() => page(1)}
      />
    </SliderRoot>
  );
});
