import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '@croupier/locales';
import { Icon } from '../../primitives/Icon';
import { Code, Menu, NativeSelect, Option, Root, SelectBox, Trigger } from './LanguagePicker.styles';
import type { LanguagePickerProps } from './LanguagePicker.types';

/** Each language in its own name and with its own `lang`, so it is read and shaped in that language. */
function describe(code: string) {
  const info = languageInfo(code);
  return { code, name: info?.nativeName ?? code, lang: info?.htmlLang ?? code.toLowerCase() };
}

/**
 * The language picker: a menu button (globe, the current language's own name) whose menu lists the offered
 * languages each in itself, the current one checked. Arrow keys, Home/End and typing a letter move; Enter picks;
 * Escape and Tab close. `variant="select"` uses the platform's native picker instead.
 */
export const LanguagePicker = forwardRef<HTMLDivElement, LanguagePickerProps>(function LanguagePicker(
  { value, languages, onChange, variant = 'menu', align = 'end', isCompact = false, ...rest },
  ref,
) {
  const { t } = useTranslation('feedback');
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const typed = useRef({ text: '', at: 0 });
  const menuId = useId();
  const current = describe(value);
  const options = languages.map(describe);

  const focusItem = (index: number) => {
    const count = options.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  // Opening moves focus to the current language; a press anywhere outside closes without moving focus.
  useEffect(() => {
    if (!isOpen) return undefined;
    focusItem(Math.max(0, languages.indexOf(value)));
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Only on opening: the list and value do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const pick = (code: string) => {
    close();
    if (code !== value) onChange?.(code);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(options.length - 1),
      Escape: () => close(),
      Tab: () => close(false),
    };
    const action = keys[event.key];
    if (action) {
      if (event.key !== 'Tab') event.preventDefault();
      action();
      return;
    }
    // Typeahead: letters typed within half a second build a prefix of a name or a code.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      typed.current = {
        text: (now - typed.current.at < 500 ? typed.current.text : '') + event.key.toLowerCase(),
        at: now,
      };
      const prefix = typed.current.text;
      const match = options.findIndex(
        (option, i) =>
          i !== index && (option.name.toLowerCase().startsWith(prefix) || option.code.toLowerCase().startsWith(prefix)),
      );
      const here = options[index];
      const self =
        here !== undefined &&
        (here.name.toLowerCase().startsWith(prefix) || here.code.toLowerCase().startsWith(prefix));
      if (match >= 0 && !(self && prefix.length > 1)) focusItem(match);
    }
  };

  if (variant === 'select') {
    return (
      <Root ref={ref} data-component="LanguagePicker" data-variant="select" {...rest}>
        <SelectBox>
          <Icon name="globe" size="sm" />
          <NativeSelect
            aria-label={t('language.label')}
            value={value}
            lang={current.lang}
            onChange={(event) => onChange?.(event.target.value)}
            data-part="Select"
          >
            {options.map((option) => (
              <option key={option.code} value={option.code} lang={option.lang}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
          <Icon name="chevronDown" size="sm" />
        </SelectBox>
      </Root>
    );
  }

  return (
    <Root
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      data-component="LanguagePicker"
      data-variant="menu"
      {...rest}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        data-part="Trigger"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={t('language.current', { language: isCompact ? current.code : current.name })}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="globe" size="sm" />
        <span lang={isCompact ? undefined : current.lang}>{isCompact ? current.code : current.name}</span>
        <Icon name="chevronDown" size="sm" />
      </Trigger>
      {isOpen ? (
        <Menu
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          data-align={align}
          data-part="Menu"
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option, i) => (
            <Option
              key={option.code}
              ref={(node) => {
                itemRefs.current[i] = node;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={option.code === value}
              tabIndex={-1}
              lang={option.lang}
              data-part="Option"
              onClick={() => pick(option.code)}
            >
              <span>{option.name}</span>
              {option.code === value ? <Icon name="check" size="sm" /> : <Code aria-hidden="true">{option.code}</Code>}
            </Option>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
});
