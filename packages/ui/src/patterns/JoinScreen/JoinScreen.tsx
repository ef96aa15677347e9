import { emailRule, mobileRule } from '@croupier/contract';
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { CountedTextArea } from '../../forms/FeedbackForm/CountedTextArea';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { TextField } from '../../forms/TextField';
import { characterCount } from '../../member-centre/shared/RemarkField';
import { CopyList } from '../../member-centre/shared/cashier.styles';
import { CopyRow } from '../../member-centre/shared/CopyRow';
import { PanelAlert } from '../../member-centre/shared/PanelParts';
import { useAsyncTask } from '../../member-centre/shared/useAsyncTask';
import { Icon } from '../../primitives/Icon';
import { useLoyaltyFormat } from '../../vip/shared/format';
import { hasLoyaltyError, LoyaltyError } from '../../vip/shared/LoyaltyError';
import { useLoyaltyErrorText } from '../../vip/shared/submitError';
import { AgentFigures, AgentLinks, Applied, ApplyCard, ApplyForm, Contacts, Hero, Root, Steps, TierTable } from './JoinScreen.styles';
import {
  agentChannels,
  agentContactMethods,
  type AgentApplication,
  type AgentChannel,
  type AgentContactMethod,
  type AffiliateContact,
  type CommissionTier,
  type JoinScreenProps,
} from './JoinScreen.types';

type Field = 'name' | 'contactMethod' | 'contact' | 'channel' | 'message';
const steps = ['apply', 'link', 'invite', 'earn'] as const;
const phoneMethods: readonly AgentContactMethod[] = ['mobile', 'whatsapp', 'zalo'];
const noContacts: readonly AffiliateContact[] = [];
/** Kept out of JSX, where every literal reads as text. */
const emptyTiersIcon = 'users' as const;

/**
 * Join us (/join): the affiliate programme's commission tiers (a table: active members, condition, commission; its
 * terms and the affiliate team's contacts under it), how it works, and the agent application (name,
 * how to reach the applicant, where they would find members, a message), checked before it is sent; the operator
 * approves it into an agent. A signed-in agent sees its own affiliate links (code, a link per domain, registrations)
 * first instead of the application.
 */
export const JoinScreen = forwardRef<HTMLElement, JoinScreenProps>(function JoinScreen(
  {
    tiers,
    onApply,
    defaultValues,
    isLoading = false,
    error,
    onRetry,
    messageMaxLength = 500,
    currency,
    currencySymbol,
    titleLevel = 1,
    isTitleHidden = false,
    tierBasis = 'netProfit',
    activeMemberMinDeposit,
    contacts = noContacts,
    agent,
    ...rest
  },
  ref,
) {
  const TitleTag = titleLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat({ currency, currencySymbol });
  const errorText = useLoyaltyErrorText();
  const [isBusy, run] = useAsyncTask();
  const [values, setValues] = useState({
    name: defaultValues?.name ?? '',
    contactMethod: defaultValues?.contactMethod ?? ('mobile' as AgentContactMethod),
    contact: defaultValues?.contact ?? '',
    channel: (defaultValues?.channel ?? '') as AgentChannel | '',
    message: defaultValues?.message ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [isApplied, setIsApplied] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field that needs the member's attention takes focus (once it shows why).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const ids = { tiers: useId(), how: useId(), apply: useId(), agent: useId() };

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const methodOptions = useMemo(
    () => agentContactMethods.map((value) => ({ value, label: t(`join.methods.${value}`) })),
    [t],
  );
  const tierColumns = useMemo<TableColumn<CommissionTier>[]>(
    () => [
      {
        key: 'activeMembers',
        header: t('join.table.activeMembers'),
        cell: (tier) => t('join.membersAtLeast', { value: format.count(tier.activeMembers) }),
      },
      {
        key: 'condition',
        header: t('join.table.condition'),
        cell: (tier) => t(`join.conditions.${tierBasis}`, { value: format.money(tier.minAmount) }),
      },
      {
        key: 'commission',
        header: t('join.table.commission'),
        isNumeric: true,
        cell: (tier) => <strong data-part="Rate">{format.percent(tier.rate)}</strong>,
      },
    ],
    [t, format, tierBasis],
  );
  const channelOptions = useMemo(
    () => agentChannels.map((value) => ({ value, label: t(`join.channels.${value}`) })),
    [t],
  );

  const check = (): Partial<Record<Field, string>> => {
    const name = values.name.trim();
    const contact = values.contact.trim();
    const out: Partial<Record<Field, string>> = {};
    if (name === '') out.name = t('join.errors.nameRequired');
    else if (characterCount(name) < 2 || characterCount(name) > 40) out.name = t('join.errors.nameLength');
    if (contact === '') out.contact = t('join.errors.contactRequired');
    else if (phoneMethods.includes(values.contactMethod)) {
      if (!mobileRule.test(contact.replace(/^\+/, '').replace(/[\s-]/g, ''))) out.contact = t('join.errors.phone');
    } else if (values.contactMethod === 'email') {
      if (!emailRule.test(contact)) out.contact = t('join.errors.email');
    } else if (/\s/.test(contact) || contact.length < 3 || contact.length > 40) out.contact = t('join.errors.handle');
    if (values.channel === '') out.channel = t('join.errors.channel');
    if (characterCount(values.message.trim()) > messageMaxLength)
      out.message = t('join.errors.messageLong', { max: messageMaxLength });
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = check();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const application: AgentApplication = {
      name: values.name.trim(),
      contactMethod: values.contactMethod,
      contact: values.contact.trim(),
      channel: values.channel as AgentChannel,
      message: values.message.trim(),
    };
    const result = await run(() => onApply(application));
    if (!result) return;
    if (result.ok) setIsApplied(true);
    else setErrors({ form: errorText(result.error).form });
  };

  const isPhone = phoneMethods.includes(values.contactMethod);
  const goToForm = () => {
    formRef.current?.scrollIntoView?.({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };
  const on = {
    name: (value: string) => set('name', value),
    channel: (value: string) => set('channel', value as AgentChannel | ''),
    contactMethod: (value: string) => set('contactMethod', value as AgentContactMethod),
    contact: (value: string) => set('contact', value),
    message: (value: string) => set('message', value),
  };

  return (
    <Root ref={ref} data-component="JoinScreen" {...rest}>
      <Hero data-part="Hero">
        <span data-part="Eyebrow">
          <Icon name="users" size="sm" />
          {t('join.eyebrow')}
        </span>
        {isTitleHidden ? null : <TitleTag data-part="Title">{t('join.title')}</TitleTag>}
        <p>{t('join.lead')}</p>
        {agent ? null : (
          <Button
            variant="primary"
            size="lg"
            endIcon={<Icon name="chevronDown" size="sm" />}
            onClick={goToForm}
          >
            {t('join.applyNow')}
          </Button>
        )}
      </Hero>

      {agent ? (
        <AgentLinks aria-labelledby={ids.agent} data-part="AgentLinks">
          <h2 id={ids.agent}>{t('join.agent.title')}</h2>
          <p>{t('join.agent.lead')}</p>
          <CopyList>
            <CopyRow label={t('join.agent.code')} value={agent.code} isMono />
            {agent.links.map((link) => (
              <CopyRow key={link.url} label={t('join.agent.link', { domain: link.domain })} value={link.url} isMono />
            ))}
          </CopyList>
          <AgentFigures data-part="Registrations">
            <div>
              <dt>{t('join.agent.thisMonth')}</dt>
              <dd>{format.count(agent.registrationsThisMonth)}</dd>
            </div>
            <div>
              <dt>{t('join.agent.total')}</dt>
              <dd>{format.count(agent.registrationsTotal)}</dd>
            </div>
          </AgentFigures>
        </AgentLinks>
      ) : null}

      <section aria-labelledby={ids.tiers} data-part="Tiers">
        <h2 id={ids.tiers}>{t('join.tiersTitle')}</h2>
        {hasLoyaltyError(error) ? (
          <LoyaltyError error={error} onRetry={onRetry} />
        ) : (
          <TierTable>
            <Table
              columns={tierColumns}
              rows={tiers}
              getRowId={(tier) => tier.id}
              caption={t('join.tiersTitle')}
              isCaptionHidden
              isLoading={isLoading}
              loadingRowCount={4}
              emptyIcon={emptyTiersIcon}
              emptyTitle={t('join.tiersEmpty')}
              emptyDescription={t('join.tiersEmptyBody')}
              cardsBelow={420}
            />
          </TierTable>
        )}
        {!isLoading && tiers.length > 0 && activeMemberMinDeposit != null ? (
          <p data-part="Terms">
            {activeMemberMinDeposit > 0
              ? t('join.terms', { deposit: format.money(activeMemberMinDeposit) })
              : t('join.termsAnyDeposit')}
          </p>
        ) : null}
        {contacts.length > 0 ? (
          <Contacts data-part="Contacts">
            <dt>{t('join.contactsTitle')}</dt>
            {contacts.map((contact) => (
              <dd key={`${contact.method}:${contact.value}`}>
                <span>{t(`join.methods.${contact.method}`)}</span> <strong>{contact.value}</strong>
              </dd>
            ))}
          </Contacts>
        ) : null}
      </section>

      <section aria-labelledby={ids.how} data-part="HowItWorks">
        <h2 id={ids.how}>{t('join.howTitle')}</h2>
        <Steps>
          {steps.map((step) => (
            <li key={step}>
              <strong>{t(`join.steps.${step}.title`)}</strong>
              <p>{t(`join.steps.${step}.body`)}</p>
            </li>
          ))}
        </Steps>
      </section>

      {agent ? null : (
        <section aria-labelledby={ids.apply} data-part="Apply">
          <h2 id={ids.apply}>{t('join.formTitle')}</h2>
          <ApplyCard>
            {isApplied ? (
              <Applied role="status" data-part="Applied">
                <span data-part="AppliedIcon" aria-hidden="true">
                  <Icon name="success" size="xl" />
                </span>
                <strong>{t('join.appliedTitle')}</strong>
                <p>{t('join.appliedBody')}</p>
              </Applied>
            ) : (
              <>
                <p>{t('join.formLead')}</p>
                <ApplyForm ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={ids.apply}>
                  <TextField
                    label={t('join.fields.name')}
                    value={values.name}
                    onChange={(event) => on.name(event.target.value)}
                    autoComplete="name"
                    error={errors.name}
                    required
                    isFullWidth
                  />
                  <Select
                    label={t('join.fields.channel')}
                    placeholder={t('join.fields.channelPlaceholder')}
                    options={channelOptions}
                    value={values.channel}
                    onChange={(event) => on.channel(event.target.value)}
                    error={errors.channel}
                    required
                    isFullWidth
                  />
                  <Select
                    label={t('join.fields.contactMethod')}
                    placeholder={null}
                    options={methodOptions}
                    value={values.contactMethod}
                    onChange={(event) => on.contactMethod(event.target.value)}
                    required
                    isFullWidth
                  />
                  <TextField
                    label={t(`join.contactLabels.${values.contactMethod}`)}
                    value={values.contact}
                    onChange={(event) => on.contact(event.target.value)}
                    type={values.contactMethod === 'email' ? 'email' : isPhone ? 'tel' : 'text'}
                    inputMode={values.contactMethod === 'email' ? 'email' : isPhone ? 'tel' : 'text'}
                    autoComplete={values.contactMethod === 'email' ? 'email' : isPhone ? 'tel' : 'off'}
                    error={errors.contact}
                    required
                    isFullWidth
                  />
                  <div data-wide="">
                    <CountedTextArea
                      label={t('join.fields.message')}
                      value={values.message}
                      onChange={on.message}
                      maxLength={messageMaxLength}
                      hint={t('join.fields.messageHint')}
                      error={errors.message}
                      isOptional
                      rows={4}
                    />
                  </div>
                  {errors.form ? (
                    <div data-wide="">
                      <PanelAlert data-part="FormError">{errors.form}</PanelAlert>
                    </div>
                  ) : null}
                  <div data-part="Actions">
                    <Button type="submit" variant="primary" size="lg" isLoading={isBusy}>
                      {t('join.submit')}
                    </Button>
                  </div>
                </ApplyForm>
              </>
            )}
          </ApplyCard>
        </section>
      )}
    </Root>
  );
});
