/** Sample data for the account modals' stories and tests (not exported from the package). */
import type { PatternId, RegisterValidation } from '@croupier/contract';
import type { CountryOption } from '../../forms/CountryCodeSelect';

export const sampleCountries: CountryOption[] = [
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'CA', countryDialingCode: '1' },
  { countryCode: 'GB', countryDialingCode: '44' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'KR', countryDialingCode: '82' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'TW', countryDialingCode: '886' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'BR', countryDialingCode: '55' },
  { countryCode: 'AU', countryDialingCode: '61' },
];

const captchaSvg =
  "<svg xmlns='http://www.w3.org/2000/svg' width='120' height='40' viewBox='0 0 120 40'>" +
  "<rect width='120' height='40' fill='%23eef1f7'/>" +
  "<path d='M0 30 Q30 4 60 22 T120 10' stroke='%23909ab0' stroke-width='2' fill='none'/>" +
  "<path d='M0 12 Q40 36 80 14 T120 30' stroke='%23b5bccb' fill='none'/>" +
  "<text x='18' y='29' font-family='monospace' font-size='24' font-weight='700' fill='%232a3452' letter-spacing='6' transform='rotate(-5 60 20)'>7KQ2</text>" +
  '</svg>';

/** A stand-in for the captcha call's base64 PNG (an SVG data URL, which the field passes through). */
export const sampleCaptchaSrc = `data:image/svg+xml,${captchaSvg}`;

const field = (patternId: PatternId, minLength: number, maxLength: number, required: boolean, enabled = true) => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern: null,
});

/** A generous server config: most fields on, a few required, one fixed length (a single number in the message). */
export const richRegisterValidation: RegisterValidation = {
  username: field(1, 4, 16, true),
  password: field(14, 6, 20, true),
  confirmPassword: field(14, 6, 20, true),
  payeeName: field(8, 2, 30, true),
  email: field(3, 6, 50, false),
  mobileNum: field(6, 6, 15, false),
  qqNum: field(6, 6, 6, false),
  line: field(9, 2, 30, false),
  whatsapp: field(6, 6, 15, false),
  birthday: field(11, 10, 10, false),
  recommenderId: field(4, 4, 12, false),
  affiliateCode: field(4, 4, 12, false),
  paymentPassword: field(6, 6, 6, true, false),
  captcha: field(4, 4, 4, true),
};

/** A lean config: only the basics. */
export const minimalRegisterValidation: RegisterValidation = {
  username: field(1, 4, 16, true),
  password: field(14, 6, 20, true),
};
