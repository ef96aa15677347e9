export { CountryCodeSelect } from './CountryCodeSelect';
export { countryName, dialingCode, flagEmoji } from './countryDisplay';
export type { CountryCodeSelectProps, CountryOption } from './CountryCodeSelect.types';
