/** The profile card of the security centre: avatar, names and contact labels, and its edit form. */
import { INCOME_SOURCES, MINIMUM_AGE, NATIONALITY_CODES, PROFILE_LIMITS, patterns } from '@croupier/contract';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Select, type SelectOption } from '../../forms/Select';
import { TextField, type TextFieldProps } from '../../forms/TextField';
import { Icon, type IconName } from '../../primitives/Icon';
import { FieldGrid, Form, FormActions, PanelAlert } from '../shared/PanelParts';
import { SectionRoot } from '../shared/PanelParts.styles';
import { useSubmitErrorText } from '../shared/submitError';
import { useAsyncTask } from '../shared/useAsyncTask';
import { AvatarDialog } from './SecurityDialogs';
import {
  AccountLine,
  AvatarButton,
  AvatarFrame,
  AvatarBadge,
  Detail,
  Details,
  DisplayName,
  Identity,
  IdentityText,
  ProfileHeader,
} from './SecurityCenterPanel.styles';
import {
  profileFields,
  type AvatarChoice,
  type ProfileField,
  type ProfileValues,
  type SecurityProfile,
} from './SecurityCenterPanel.types';

/** Longest accepted value of each free-text field, in characters: the contract's limits, so the platform agrees. */
const maxLengths: Partial<Record<ProfileField, number>> = {
  nickname: PROFILE_LIMITS.nickname,
  realName: PROFILE_LIMITS.payeeName,
  telegram: PROFILE_LIMITS.telegram,
  zalo: PROFILE_LIMITS.zalo,
  address: PROFILE_LIMITS.address,
  occupation: PROFILE_LIMITS.occupation,
};

/** Fields chosen from a closed list (the contract's codes), named in the member's language. */
type ChoiceField = 'nationality' | 'sourceOfIncome';
const isChoiceField = (field: ProfileField): field is ChoiceField =>
  field === 'nationality' || field === 'sourceOfIncome';

/** Names the contract's codes in the member's language: countries by Intl, sources of income by the pack. */
function useChoiceNames() {
  const { t, i18n } = useTranslation('centre');
  return useMemo(() => {
    let regions: Intl.DisplayNames | undefined;
    try {
      regions = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    } catch {
      regions = undefined;
    }
    const nameOf: Record<ChoiceField, (code: string) => string> = {
      nationality: (code) => {
        // A value saved before the list existed ("Japan") is no region code: Intl throws on it.
        try {
          return regions?.of(code) ?? code;
        } catch {
          return code;
        }
      },
      sourceOfIncome: (code) =>
        (INCOME_SOURCES as readonly string[]).includes(code) ? t(`profile.incomeSources.${code}`) : code,
    };
    const collator = new Intl.Collator(i18n.language);
    const options: Record<ChoiceField, SelectOption[]> = {
      nationality: NATIONALITY_CODES.map((code) => ({ value: code, label: nameOf.nationality(code) })).sort((a, b) =>
        collator.compare(a.label, b.label),
      ),
      sourceOfIncome: INCOME_SOURCES.map((code) => ({ value: code, label: nameOf.sourceOfIncome(code) })),
    };
    return { nameOf, options };
  }, [t, i18n.language]);
}

/** The edit form's fields in order (two a row where there is room; the address takes a row of its own). */
const formFields: readonly { name: ProfileField; input?: Partial<TextFieldProps>; icon?: IconName }[] = [
  { name: 'nickname', input: { autoComplete: 'nickname' }, icon: 'user' },
  { name: 'realName', input: { autoComplete: 'name' }, icon: 'verified' },
  { name: 'birthday', input: { type: 'date', autoComplete: 'bday' }, icon: 'calendar' },
  { name: 'nationality' },
  { name: 'telegram', icon: 'message' },
  { name: 'zalo', input: { inputMode: 'tel' }, icon: 'message' },
  { name: 'occupation', input: { autoComplete: 'organization-title' } },
  { name: 'sourceOfIncome' },
];
const addressField = { name: 'address', input: { autoComplete: 'street-address' }, icon: 'home' } as const;

/** Age in whole years on `today` of someone born on `birthday` (both yyyy-MM-dd). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function todayLocal(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function valuesOf(profile: SecurityProfile): ProfileValues {
  return Object.fromEntries(profileFields.map((field) => [field, profile[field] ?? ''])) as ProfileValues;
}

export function Avatar({
  profile,
}: {
  profile: Pick<SecurityProfile, 'avatar' | 'avatarType' | 'nickname' | 'account'>;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = profile.avatar && profile.avatar !== failedSrc ? profile.avatar : null;
  const initial = Array.from((profile.nickname || profile.account).trim())[0]?.toUpperCase() ?? '';
  return (
    <AvatarFrame data-part="Avatar" data-avatar-type={src ? (profile.avatarType ?? 'CUSTOM') : undefined} aria-hidden>
      {src ? <img src={src} alt="" onError={() => setFailedSrc(src)} /> : initial}
    </AvatarFrame>
  );
}

interface ProfileSectionProps {
  profile: SecurityProfile;
  lockedFields: readonly ProfileField[];
  onSaveProfile?: (values: ProfileValues) => Promise<void>;
  /** Reports a saved profile (the panel announces it). */
  onSaved: () => void;
  avatarChoices: readonly AvatarChoice[];
  onChooseAvatar?: (id: string) => Promise<void>;
  onAvatarSaved: () => void;
  /** A change starts (the panel clears its last notice). */
  onBeforeChange: () => void;
}

export function ProfileSection({
  profile,
  lockedFields,
  onSaveProfile,
  onSaved,
  avatarChoices,
  onChooseAvatar,
  onAvatarSaved,
  onBeforeChange,
}: ProfileSectionProps) {
  const { t } = useTranslation('centre');
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isChoosingAvatar, setIsChoosingAvatar] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const { nameOf } = useChoiceNames();
  const canChooseAvatar = avatarChoices.length > 0 && onChooseAvatar !== undefined;

  // The form's buttons disappear with it: focus goes back to the button that opened it.
  useEffect(() => {
    if (isEditing || !returnFocus.current) return;
    returnFocus.current = false;
    editRef.current?.focus();
  }, [isEditing]);
  const shown: { field: ProfileField | 'email' | 'mobile'; value: string }[] = [
    { field: 'realName', value: profile.realName ?? '' },
    { field: 'email', value: profile.email ?? '' },
    { field: 'mobile', value: profile.mobile ?? '' },
    { field: 'birthday', value: profile.birthday ?? '' },
    { field: 'telegram', value: profile.telegram ?? '' },
    { field: 'zalo', value: profile.zalo ?? '' },
    { field: 'nationality', value: profile.nationality ? nameOf.nationality(profile.nationality) : '' },
    { field: 'occupation', value: profile.occupation ?? '' },
    { field: 'sourceOfIncome', value: profile.sourceOfIncome ? nameOf.sourceOfIncome(profile.sourceOfIncome) : '' },
    { field: 'address', value: profile.address ?? '' },
  ];
  const close = () => {
    returnFocus.current = true;
    setIsEditing(false);
  };

  return (
    <SectionRoot aria-labelledby={titleId} data-part="Profile">
      <ProfileHeader>
        <Identity>
          {canChooseAvatar ? (
            <AvatarButton
              type="button"
              aria-label={t('avatar.change')}
              data-part="AvatarButton"
              onClick={() => {
                onBeforeChange();
                setIsChoosingAvatar(true);
              }}
            >
              <Avatar profile={profile} />
              <AvatarBadge aria-hidden>
                <Icon name="settings" size="xs" />
              </AvatarBadge>
            </AvatarButton>
          ) : (
            <Avatar profile={profile} />
          )}
          <IdentityText>
            <DisplayName id={titleId}>{profile.nickname || profile.account}</DisplayName>
            <AccountLine>{t('profile.accountLine', { account: profile.account })}</AccountLine>
          </IdentityText>
        </Identity>
        {onSaveProfile && !isEditing ? (
          <Button
            ref={editRef}
            variant="secondary"
            size="sm"
            startIcon={<Icon name="settings" />}
            onClick={() => {
              onBeforeChange();
              setIsEditing(true);
            }}
          >
            {t('profile.edit')}
          </Button>
        ) : null}
      </ProfileHeader>
      {isEditing && onSaveProfile ? (
        <ProfileForm
          profile={profile}
          lockedFields={lockedFields}
          onSaveProfile={onSaveProfile}
          onCancel={close}
          onSaved={() => {
            close();
            onSaved();
          }}
        />
      ) : (
        <Details data-part="Details">
          {shown.map(({ field, value }) => (
            <Detail key={field}>
              <dt>{t(`fields.${field}`)}</dt>
              <dd data-empty={value ? undefined : ''}>{value || t('profile.notSet')}</dd>
            </Detail>
          ))}
        </Details>
      )}
      {isChoosingAvatar && onChooseAvatar ? (
        <AvatarDialog
          profile={profile}
          choices={avatarChoices}
          onChoose={onChooseAvatar}
          onClose={() => setIsChoosingAvatar(false)}
          onDone={() => {
            setIsChoosingAvatar(false);
            onAvatarSaved();
          }}
        />
      ) : null}
    </SectionRoot>
  );
}

function ProfileForm({
  profile,
  lockedFields,
  onSaveProfile,
  onCancel,
  onSaved,
}: {
  profile: SecurityProfile;
  lockedFields: readonly ProfileField[];
  onSaveProfile: (values: ProfileValues) => Promise<void>;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('centre');
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [isSaving, run] = useAsyncTask();
  const describe = useSubmitErrorText(profileFields);
  const formRef = useRef<HTMLFormElement>(null);
  const { options } = useChoiceNames();

  // The form replaces the details: focus its first field the member can change.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }, []);

  const check = (field: ProfileField, raw: string): string | undefined => {
    const value = raw.trim();
    if (value === '' || lockedFields.includes(field)) return undefined;
    if (isChoiceField(field) && !options[field].some((option) => option.value === value))
      return t('fieldIssues.invalid');
    const max = maxLengths[field];
    if (max !== undefined && Array.from(value).length > max) return t('validation.tooLong', { max });
    if (field === 'birthday') {
      if (!patterns[11].test(value) || value > todayLocal()) return t('validation.birthday');
      if (ageOn(value, todayLocal()) < MINIMUM_AGE) return t('validation.minimumAge', { age: MINIMUM_AGE });
    }
    return undefined;
  };

  const focusFirstError = (fields: Partial<Record<ProfileField, string>>) => {
    const first = profileFields.find((field) => fields[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<ProfileField, string>> = {};
    for (const field of profileFields) {
      const message = check(field, values[field]);
      if (message) found[field] = message;
    }
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const trimmed = Object.fromEntries(profileFields.map((field) => [field, values[field].trim()])) as ProfileValues;
    const result = await run(() => onSaveProfile(trimmed));
    if (!result) return;
    if (result.ok) {
      onSaved();
      return;
    }
    const { form, fields } = describe(result.error);
    setErrors(fields);
    setFormError(form);
    focusFirstError(fields);
  };

  const field = ({ name, input, icon }: (typeof formFields)[number]) => {
    const isLocked = lockedFields.includes(name);
    if (isChoiceField(name)) {
      const listed = options[name];
      // A value saved before the list existed stays visible (and is refused on save until changed).
      const shown =
        values[name] && !listed.some((o) => o.value === values[name])
          ? [{ value: values[name], label: values[name] }, ...listed]
          : listed;
      return (
        <Select
          key={name}
          name={name}
          label={t(`fields.${name}`)}
          value={values[name]}
          options={shown}
          placeholder={t('profile.notSet')}
          onChange={(event) => {
            const next = event.target.value;
            setValues((current) => ({ ...current, [name]: next }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          disabled={isLocked}
          hint={isLocked ? t('profile.lockedHint') : undefined}
          error={errors[name]}
          isOptional={!isLocked}
          isFullWidth
          autoComplete={name === 'nationality' ? 'country' : undefined}
        />
      );
    }
    return (
      <TextField
        key={name}
        name={name}
        label={t(`fields.${name}`)}
        value={values[name]}
        onChange={(event) => {
          const next = event.target.value;
          setValues((current) => ({ ...current, [name]: next }));
          if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
        }}
        onBlur={(event) => setErrors((current) => ({ ...current, [name]: check(name, event.target.value) }))}
        readOnly={isLocked}
        hint={isLocked ? t('profile.lockedHint') : undefined}
        error={errors[name]}
        isOptional={!isLocked}
        isFullWidth
        startIcon={icon ? <Icon name={icon} /> : undefined}
        {...input}
      />
    );
  };

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile.formLabel')}
      data-part="ProfileForm"
    >
      {formError ? <PanelAlert>{formError}</PanelAlert> : null}
      <FieldGrid>{formFields.map(field)}</FieldGrid>
      {field(addressField)}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving} startIcon={<Icon name="check" />}>
          {t('profile.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
