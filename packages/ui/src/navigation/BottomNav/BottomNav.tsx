import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { BottomNavButton, BottomNavList, BottomNavRoot, MoreHint } from './BottomNav.styles';
import { bottomNavEntries, type BottomNavProps } from './BottomNav.types';

/**
 * Phones only: the 14 game sections in a sideways-scrolling bar fixed to the bottom, clear of the home indicator. A side
 * with more entries beyond it fades out under a chevron (`data-more="start|end|both"`), so the cut entry reads as
 * "scroll for more".
 */
export const BottomNav = forwardRef<HTMLElement, BottomNavProps>(function BottomNav({ activeKey, onSelect, keys, ...rest }, ref) {
  const { t } = useTranslation('frame');
  const listRef = useRef<HTMLUListElement>(null);
  const entries = keys ? bottomNavEntries.filter((e) => keys.includes(e.key)) : bottomNavEntries;

  const [more, setMore] = useState<'start' | 'end' | 'both' | undefined>(undefined);
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A few pixels of slack: snapping may rest an entry's edge just off the list's.
    const before = list.scrollLeft > 8;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 8;
    setMore(before && after ? 'both' : before ? 'start' : after ? 'end' : undefined);
  }, []);

  // Keep the active entry in view when it is off to the side.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [activeKey, measure]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <BottomNavRoot ref={ref} aria-label={t('bottomNav.label')} data-component="BottomNav" data-more={more} {...rest}>
      <BottomNavList ref={listRef} onScroll={measure}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <BottomNavButton
              type="button"
              data-part="Entry"
              data-key={entry.key}
              aria-current={entry.key === activeKey ? 'page' : undefined}
              onClick={() => onSelect?.(entry.key)}
            >
              <span data-part="IconWrap">
                <Icon name={entry.icon} size="md" />
              </span>
              {t(`bottomNav.${entry.key}`)}
            </BottomNavButton>
          </li>
        ))}
      </BottomNavList>
      <MoreHint data-part="MoreStart" aria-hidden="true">
        <Icon name="chevronLeft" size="sm" />
      </MoreHint>
      <MoreHint data-part="MoreEnd" aria-hidden="true">
        <Icon name="chevronRight" size="sm" />
      </MoreHint>
    </BottomNavRoot>
  );
});
