/**
 * Building blocks shared by the account modals: tabbed body, alert, phone number row, code and password inputs,
 * success panel, busy state.
 */
import { forwardRef, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect, dialingCode, type CountryOption } from '../../forms/CountryCodeSelect';
import { SmsCodeButton, type SmsCodeButtonProps } from '../../forms/SmsCodeButton';
import { TextField, type TextFieldProps } from '../../forms/TextField';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { ModalBody, ModalHeader } from '../../overlays/Modal';
import { Icon, type IconName } from '../../primitives/Icon';
import { Alert, BodyStack, PhoneRow, Success } from './AuthModal.styles';

export interface AuthTab {
  value: string;
  label: ReactNode;
  icon?: IconName;
  content: ReactNode;
}

/**
 * The modal's header tabs and body. With one tab there is no tab list (a lone tab is noise), only its content.
 * `before` goes above the panels (an alert), `after` below them (social login, links).
 */
export function AuthTabsBody({
  tabs,
  value,
  onValueChange,
  before,
  after,
}: {
  tabs: readonly AuthTab[];
  value: string;
  onValueChange: (value: string) => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  if (tabs.length <= 1) {
    return (
      <ModalBody>
        <BodyStack>
          {before}
          {tabs[0]?.content}
          {after}
        </BodyStack>
      </ModalBody>
    );
  }
  return (
    // display: contents keeps the header and body direct flex children of the modal.
    // Up to three tabs share the width; more scroll sideways rather than cut their labels short.
    <Tabs value={value} onValueChange={onValueChange} isFullWidth={tabs.length <= 3} style={{ display: 'contents' }}>
      <ModalHeader>
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} icon={tab.icon ? <Icon name={tab.icon} /> : undefined}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </ModalHeader>
      <ModalBody>
        <BodyStack>
          {before}
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} tabIndex={-1}>
              {tab.content}
            </TabsContent>
          ))}
          {after}
        </BodyStack>
      </ModalBody>
    </Tabs>
  );
}

/** A message above the form: `errorMessage` from the caller (role="alert"), or an explanation (a note). */
export function AuthAlert({ tone = 'danger', children }: { tone?: 'danger' | 'warning' | 'info'; children: ReactNode }) {
  return (
    <Alert role={tone === 'danger' ? 'alert' : 'note'} data-tone={tone} data-part="Alert">
      <Icon name={tone === 'danger' ? 'error' : tone === 'warning' ? 'warning' : 'info'} />
      <div>{children}</div>
    </Alert>
  );
}

export interface PhoneNumberFieldProps extends Omit<TextFieldProps, 'label' | 'type'> {
  countries: readonly CountryOption[];
  countryCode: string;
  onCountryCodeChange: (countryCode: string) => void;
  label?: ReactNode;
}

/** Dialing-code dropdown plus the mobile number input, aligned on one row. */
export const PhoneNumberField = forwardRef<HTMLInputElement, PhoneNumberFieldProps>(function PhoneNumberField(
  { countries, countryCode, onCountryCodeChange, label, error, ...rest },
  ref,
) {
  const { t } = useTranslation('auth');
  if (countries.length === 0) {
    return (
      <TextField ref={ref} label={label ?? t('fields.mobileNum')} type="tel" inputMode="numeric" autoComplete="tel-national" isFullWidth startIcon={<Icon name="phone" />} error={error} {...rest} />
    );
  }
  return (
    <PhoneRow data-part="PhoneRow" data-span="full">
      <CountryCodeSelect
        countries={countries}
        value={countryCode}
        onValueChange={(code) => onCountryCodeChange(code)}
        isInvalid={Boolean(error)}
        isFullWidth
      />
      <TextField
        ref={ref}
        label={label ?? t('fields.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        isFullWidth
        error={error}
        {...rest}
      />
    </PhoneRow>
  );
});

export interface CodeFieldProps extends Omit<TextFieldProps, 'label' | 'endAdornment'> {
  label?: ReactNode;
  /** The send-code button at the end of the input; none for a code the member already has (an authenticator). */
  sendButton?: SmsCodeButtonProps;
}

/** A one-time code input (SMS, e-mail): numeric keypad, the browser's one-time-code autofill, its send button. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ label, sendButton, ...rest }, ref) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      ref={ref}
      label={label ?? t('fields.verificationCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      isFullWidth
      startIcon={<Icon name="shieldCheck" />}
      endAdornment={sendButton ? <SmsCodeButton {...sendButton} /> : undefined}
      {...rest}
    />
  );
});

/** A password input with the lock icon; `autoComplete` says which password (current-password or new-password). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'> & { autoComplete: 'current-password' | 'new-password' }>(
  function PasswordField(props, ref) {
    return <TextField ref={ref} type="password" required isFullWidth startIcon={<Icon name="lock" />} {...props} />;
  },
);

/** The dialing code ("81") of a country in the list, without "+"; '' when unknown. */
export function dialingCodeOf(countries: readonly CountryOption[], countryCode: string): string {
  const country = countries.find((c) => c.countryCode === countryCode);
  return country ? dialingCode(country.countryDialingCode).slice(1) : '';
}

/** A finished state: a check mark, a heading, one paragraph and an action. */
export function AuthSuccess({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <Success role="status" data-part="Success">
      <span data-part="SuccessIcon">
        <Icon name="success" size="xl" />
      </span>
      <strong>{title}</strong>
      {children ? <p>{children}</p> : null}
      {action}
    </Success>
  );
}

/**
 * Runs the caller's async callback and reports whether it is still pending, for the submit button's loading
 * state. A rejection is swallowed: the caller shows what went wrong through `errorMessage`.
 */
export function useAsyncAction(): [boolean, (action: () => Promise<unknown> | unknown) => Promise<boolean>] {
  const [isBusy, setIsBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (action: () => Promise<unknown> | unknown) => {
    setIsBusy(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      if (mounted.current) setIsBusy(false);
    }
  }, []);
  return [isBusy, run];
}
