import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { TextField } from '../../forms/TextField';
import { Icon } from '../../primitives/Icon';
import { FilterChip, FilterGroup, SearchForm } from './GameSearch.styles';
import { GAME_SEARCH_DEBOUNCE_MS, gameSearchFilterKeys, type GameSearchProps } from './GameSearch.types';

const filterIcons = { hotOnly: 'hot', trialOnly: 'play' } as const;

/**
 * The lobby's name filter (reported debounced; Enter and the clear button report at once) with optional
 * toggle filters such as hot games only and free-trial games only.
 */
export const GameSearch = forwardRef<HTMLFormElement, GameSearchProps>(function GameSearch(
  {
    value,
    defaultValue = '',
    onQueryChange,
    onSubmit,
    debounceMs = GAME_SEARCH_DEBOUNCE_MS,
    filters = {},
    onFiltersChange,
    availableFilters = gameSearchFilterKeys,
    label,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('lobby');
  const [query, setQuery] = useState(value ?? defaultValue);
  const [syncedValue, setSyncedValue] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reported = useRef(query);
  const latest = useRef(onQueryChange);
  useEffect(() => {
    latest.current = onQueryChange;
  });

  // A new controlled value from outside replaces what is typed (and is not reported back).
  if (value !== undefined && value !== syncedValue) {
    setSyncedValue(value);
    setQuery(value);
    reported.current = value;
  }

  const report = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === reported.current) return;
    reported.current = next;
    latest.current?.(next);
  };

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const change = (next: string) => {
    setQuery(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => report(next), debounceMs);
  };

  return (
    <SearchForm
      ref={ref}
      role="search"
      data-component="GameSearch"
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        report(query);
        onSubmit?.(query);
      }}
    >
      <TextField
        ref={inputRef}
        label={label ?? t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => change(event.target.value)}
        startIcon={<Icon name="search" />}
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        isFullWidth
        endAdornment={
          query ? (
            <IconButton
              icon="close"
              size="sm"
              label={t('search.clear')}
              data-part="ClearButton"
              onClick={() => {
                setQuery('');
                report('');
                inputRef.current?.focus();
              }}
            />
          ) : null
        }
      />
      {onFiltersChange && availableFilters.length > 0 ? (
        <FilterGroup role="group" aria-label={t('search.filters')} data-part="Filters">
          {availableFilters.map((key) => {
            const isOn = Boolean(filters[key]);
            return (
              <FilterChip
                key={key}
                type="button"
                data-part="Filter"
                data-filter={key}
                aria-pressed={isOn}
                onClick={() => onFiltersChange({ ...filters, [key]: !isOn })}
              >
                <Icon name={filterIcons[key]} size="sm" />
                {t(`search.${key}`)}
                <span data-part="Check">
                  <Icon name="check" size="sm" />
                </span>
              </FilterChip>
            );
          })}
        </FilterGroup>
      ) : null}
    </SearchForm>
  );
});
