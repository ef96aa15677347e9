import * as RadioGroup from '@radix-ui/react-radio-group';
import { Chip, ChipRow } from '../../forms/shared/chip.styles';
import { FilterGroup, FilterLabel } from '../../member-centre/shared/panel.styles';

export interface ChoiceChipsProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onValueChange: (value: Value) => void;
  'data-part'?: string;
}

/** A few exclusive choices as chips in a radio group (arrow keys move between them), with a visible label. */
export function ChoiceChips<Value extends string>({
  label,
  value,
  options,
  onValueChange,
  ...rest
}: ChoiceChipsProps<Value>) {
  return (
    <FilterGroup data-part={rest['data-part']}>
      {/* The visible label repeats the group's name for sighted users; the group carries it for the rest. */}
      <FilterLabel aria-hidden="true">{label}</FilterLabel>
      <RadioGroup.Root
        asChild
        value={value}
        onValueChange={(next) => onValueChange(next as Value)}
        aria-label={label}
        loop
      >
        <ChipRow>
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} asChild>
              <Chip data-part="Choice">{option.label}</Chip>
            </RadioGroup.Item>
          ))}
        </ChipRow>
      </RadioGroup.Root>
    </FilterGroup>
  );
}
