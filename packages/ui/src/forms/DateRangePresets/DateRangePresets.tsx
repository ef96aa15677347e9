import * as RadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { Modal, ModalBody, ModalClose, ModalFooter, ModalTrigger } from '../../overlays/Modal';
import { Chip, ChipRow } from '../shared/chip.styles';
import { TextField } from '../TextField';
import {
  presetsFor,
  rangeForPreset,
  todayIn,
  validateDateRange,
  type DateRangeIssue,
  type DateRangeQuickPreset,
  type DateRangeValue,
} from './dateRange';
import { Fields, PresetsRoot, RangeForm, RangeText } from './DateRangePresets.styles';
import type { DateRangePresetsProps } from './DateRangePresets.types';

function isoToUtcDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/**
 * Date presets for records and schedules (SPEC §9: next or previous 7 or 30 days, plus today and yesterday)
 * as a radio group with arrow-key focus, and a custom range in a small modal with two native date inputs (the
 * kit's Modal, already loaded by any page with a login: no positioning library comes with a record page).
 * The value is calendar days, computed from `today` in the member's time zone.
 */
export const DateRangePresets = forwardRef<HTMLDivElement, DateRangePresetsProps>(function DateRangePresets(
  {
    value,
    defaultValue,
    onValueChange,
    today: todayProp,
    timeZone,
    direction = 'past',
    min,
    max,
    hasCustom = true,
    label,
    disabled = false,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const today = todayProp ?? todayIn(timeZone);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [issue, setIssue] = useState<DateRangeIssue>();
  const fromRef = useRef<HTMLInputElement>(null);

  const choose = (next: DateRangeValue) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const openChange = (open: boolean) => {
    if (open) {
      setDraft(current ? { from: current.from, to: current.to } : { from: today, to: today });
      setIssue(undefined);
    }
    setIsOpen(open);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDateRange(draft.from, draft.to, { min, max });
    setIssue(found);
    if (found) return;
    choose({ from: draft.from, to: draft.to, preset: 'custom' });
    setIsOpen(false);
  };

  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const issueText = issue
    ? t(`dateRangePresets.errors.${issue}`, {
        min: min ? dayFormat.format(isoToUtcDate(min)) : '',
        max: max ? dayFormat.format(isoToUtcDate(max)) : '',
      })
    : undefined;
  const isCustom = current?.preset === 'custom';

  return (
    <PresetsRoot ref={ref} data-component="DateRangePresets" {...rest}>
      <RadioGroup.Root
        asChild
        value={current && !isCustom ? current.preset : ''}
        onValueChange={(preset) => choose(rangeForPreset(preset as DateRangeQuickPreset, today))}
        disabled={disabled}
        aria-label={label ?? t('dateRangePresets.label')}
        loop
      >
        <ChipRow data-part="Presets">
          {presetsFor(direction).map((preset) => (
            <RadioGroup.Item key={preset} value={preset} asChild>
              <Chip data-part="Preset">{t(`dateRangePresets.${preset}`)}</Chip>
            </RadioGroup.Item>
          ))}
        </ChipRow>
      </RadioGroup.Root>
      {hasCustom ? (
        <Modal
          size="dialog"
          open={isOpen}
          onOpenChange={openChange}
          title={t('dateRangePresets.customTitle')}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            fromRef.current?.focus();
          }}
          trigger={
            <ModalTrigger disabled={disabled}>
              <Chip type="button" data-part="CustomTrigger" data-active={isCustom ? '' : undefined}>
                <Icon name="calendar" size="sm" />
                {t('dateRangePresets.custom')}
                {isCustom && current ? (
                  <RangeText data-part="CustomRange">
                    {dayFormat.formatRange(isoToUtcDate(current.from), isoToUtcDate(current.to))}
                  </RangeText>
                ) : null}
              </Chip>
            </ModalTrigger>
          }
        >
          <RangeForm data-part="CustomForm" onSubmit={apply} noValidate>
            <ModalBody>
              <Fields>
                <TextField
                  ref={fromRef}
                  type="date"
                  label={t('dateRangePresets.from')}
                  value={draft.from}
                  min={min}
                  max={max}
                  isFullWidth
                  error={issue === 'missing' && !draft.from ? issueText : undefined}
                  onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
                />
                <TextField
                  type="date"
                  label={t('dateRangePresets.to')}
                  value={draft.to}
                  min={draft.from || min}
                  max={max}
                  isFullWidth
                  error={issue && !(issue === 'missing' && !draft.from) ? issueText : undefined}
                  onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
                />
              </Fields>
            </ModalBody>
            <ModalFooter>
              <ModalClose>
                <Button type="button" variant="ghost">
                  {t('dateRangePresets.cancel')}
                </Button>
              </ModalClose>
              <Button type="submit">{t('dateRangePresets.apply')}</Button>
            </ModalFooter>
          </RangeForm>
        </Modal>
      ) : null}
    </PresetsRoot>
  );
});
