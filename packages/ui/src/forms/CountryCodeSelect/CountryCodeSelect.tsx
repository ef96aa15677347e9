import { forwardRef, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_DROPDOWN_CLOSE_DELAY_MS } from '@croupier/contract';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { mergeRefs } from '../shared/fieldParts';
import {
  Empty,
  Flag,
  Label,
  List,
  Option,
  OptionCode,
  OptionName,
  Popup,
  Root,
  SearchBox,
  SearchInput,
  Trigger,
} from './CountryCodeSelect.styles';
import type { CountryCodeSelectProps, CountryOption } from './CountryCodeSelect.types';
import { countryName, dialingCode, flagEmoji, supportsFlagEmoji } from './countryDisplay';

interface Entry {
  country: CountryOption;
  name: string;
  code: string;
  flag: string;
  badge: string;
}

/**
 * The dialing-code dropdown of the phone fields: a button that opens a searchable list (the combobox and
 * listbox pattern: type to filter, arrows to move, Enter to choose, Escape to close). Country names come from
 * `Intl.DisplayNames` in the interface language. It closes 200 ms after focus leaves it (SPEC §9), so a
 * stray blur while scrolling the list on a phone does not snap it shut.
 */
export const CountryCodeSelect = forwardRef<HTMLButtonElement, CountryCodeSelectProps>(function CountryCodeSelect(
  {
    countries,
    value,
    defaultValue,
    onValueChange,
    label,
    id,
    disabled,
    isInvalid,
    isFullWidth,
    className,
    style,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('auth');
  const auto = useId();
  const triggerId = id ?? `${auto}-trigger`;
  const labelId = `${auto}-label`;
  const valueId = `${auto}-value`;
  const listId = `${auto}-list`;
  const optionId = (code: string) => `${auto}-option-${code}`;

  const [own, setOwn] = useState(defaultValue ?? countries[0]?.countryCode ?? '');
  const selected = value ?? own;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRefs = useMemo(() => mergeRefs(ref, triggerRef), [ref]);

  const entries = useMemo<Entry[]>(
    () =>
      countries.map((country) => ({
        country,
        name: countryName(country.countryCode, i18n.language),
        code: dialingCode(country.countryDialingCode),
        // Where flags do not render, the two-letter code stands in (drawn as a small badge).
        flag: supportsFlagEmoji() ? flagEmoji(country.countryCode) : '',
        badge: country.countryCode.toUpperCase(),
      })),
    [countries, i18n.language],
  );
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return entries;
    const digits = q.replace(/^\+/, '');
    return entries.filter(
      (e) =>
        e.name.toLowerCase().includes(q) ||
        e.country.countryCode.toLowerCase() === q ||
        (/^\d+$/.test(digits) && e.code.slice(1).startsWith(digits)),
    );
  }, [entries, query]);
  const current = entries.find((e) => e.country.countryCode === selected);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape closes the list, not the dialog around it: Radix listens on the document in the capture phase,
  // so this listener sits on the window, one step earlier.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      close(true);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from a stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  function openList() {
    if (disabled) return;
    clearTimeout(closeTimer.current);
    setQuery('');
    setActive(selected || (entries[0]?.country.countryCode ?? null));
    setOpen(true);
    requestAnimationFrame(() => {
      searchRef.current?.focus();
      rootRef.current?.querySelector('[data-part="Popup"]')?.scrollIntoView({ block: 'nearest' });
    });
  }

  function close(returnFocus: boolean) {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(entry: Entry) {
    if (value === undefined) setOwn(entry.country.countryCode);
    onValueChange?.(entry.country.countryCode, entry.country);
    close(true);
  }

  function move(delta: number) {
    if (filtered.length === 0) return;
    const index = filtered.findIndex((e) => e.country.countryCode === active);
    const next = index === -1 ? (delta > 0 ? 0 : filtered.length - 1) : Math.min(filtered.length - 1, Math.max(0, index + delta));
    setActive(filtered[next]?.country.countryCode ?? null);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(8);
        break;
      case 'PageUp':
        event.preventDefault();
        move(-8);
        break;
      case 'Enter': {
        event.preventDefault();
        const entry = filtered.find((e) => e.country.countryCode === active) ?? filtered[0];
        if (entry) choose(entry);
        break;
      }
      case 'Tab':
        close(false);
        break;
      default:
    }
  }

  const activeInList = filtered.some((e) => e.country.countryCode === active) ? active : null;

  return (
    <Root
      ref={rootRef}
      data-component="CountryCodeSelect"
      data-full-width={isFullWidth ? '' : undefined}
      className={className}
      style={style}
      onBlur={(event) => {
        if (!open || rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_DROPDOWN_CLOSE_DELAY_MS);
      }}
      onFocus={() => clearTimeout(closeTimer.current)}
      {...rest}
    >
      <Label id={labelId} data-part="Label">
        {label ?? t('country.label')}
      </Label>
      <Trigger
        ref={triggerRefs}
        id={triggerId}
        type="button"
        data-part="Trigger"
        data-invalid={isInvalid ? '' : undefined}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        {current ? (
          <Flag aria-hidden="true" data-badge={current.flag ? undefined : ''} data-symbol={current.flag || current.badge} />
        ) : null}
        <span id={valueId}>
          {current ? <VisuallyHidden>{current.name}</VisuallyHidden> : null}
          {current?.code ?? ''}
        </span>
        <Icon name="chevronDown" size="sm" />
      </Trigger>
      {open ? (
        <Popup data-part="Popup">
          <SearchBox>
            <Icon name="search" size="sm" />
            <SearchInput
              ref={searchRef}
              role="combobox"
              type="text"
              autoComplete="off"
              enterKeyHint="done"
              aria-label={t('country.search')}
              placeholder={t('country.search')}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeInList ? optionId(activeInList) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(null);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </SearchBox>
          <List id={listId} role="listbox" aria-label={t('country.list')} data-part="List">
            {filtered.map((entry) => {
              const code = entry.country.countryCode;
              return (
                <Option
                  key={code}
                  id={optionId(code)}
                  role="option"
                  aria-selected={code === selected}
                  data-active={code === activeInList ? '' : undefined}
                  data-part="Option"
                  // Keep focus in the search box; the click still selects.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(code)}
                  onClick={() => choose(entry)}
                >
                  <Flag aria-hidden="true" data-badge={entry.flag ? undefined : ''} data-symbol={entry.flag || entry.badge} />
                  <OptionName>{entry.name}</OptionName>
                  <OptionCode>{entry.code}</OptionCode>
                </Option>
              );
            })}
          </List>
          {filtered.length === 0 ? <Empty role="status">{t('country.noResults')}</Empty> : null}
        </Popup>
      ) : null}
    </Root>
  );
});
