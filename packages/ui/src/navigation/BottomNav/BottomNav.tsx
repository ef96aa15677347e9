import { forwardRef, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { BottomNavButton, BottomNavList, BottomNavRoot } from './BottomNav.styles';
import { bottomNavEntries, type BottomNavProps } from './BottomNav.types';

/** Phones only: the 14 game sections in a sideways-scrolling bar fixed to the bottom, clear of the home indicator. */
export const BottomNav = forwardRef<HTMLElement, BottomNavProps>(function BottomNav({ activeKey, onSelect, keys, ...rest }, ref) {
  const { t } = useTranslation('frame');
  const listRef = useRef<HTMLUListElement>(null);
  const entries = keys ? bottomNavEntries.filter((e) => keys.includes(e.key)) : bottomNavEntries;

  // Keep the active entry in view when it is off to the side.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  return (
    <BottomNavRoot ref={ref} aria-label={t('bottomNav.label')} data-component="BottomNav" {...rest}>
      <BottomNavList ref={listRef}>
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
    </BottomNavRoot>
  );
});
