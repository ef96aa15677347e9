import type { HTMLAttributes, ReactNode } from 'react';

/** One entry of the country list (SPEC §3 "Country"); the dialing code may carry a leading "+". */
export interface CountryOption {
  countryCode: string;
  countryDialingCode: string;
}

export interface CountryCodeSelectProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The countries offered, in display order. */
  countries: readonly CountryOption[];
  /** The chosen `countryCode` (controlled). Country codes are unique; dialing codes are not (US and CA share +1). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (countryCode: string, country: CountryOption) => void;
  /** Visible label; defaults to the localized "Country code". */
  label?: ReactNode;
  /** Id of the trigger button (for an external label). */
  id?: string;
  disabled?: boolean;
  /** Marks the field invalid (the message itself belongs to the phone field beside it). */
  isInvalid?: boolean;
  /** Stretches to the container's width. */
  isFullWidth?: boolean;
}
