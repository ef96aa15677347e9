/** The security level meter, what to do next, and the list of protections with their bind / change buttons. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon, type IconName } from '../../primitives/Icon';
import { Skeleton } from '../../feedback/Skeleton';
import { bones, PanelAlert, PanelSection } from '../shared/PanelParts';
import type { SecurityChecklist } from './securityLevel';
import {
  Item,
  ItemAction,
  ItemIcon,
  Items,
  ItemText,
  LevelRow,
  LevelText,
  Meter,
  MeterSegment,
} from './SecurityCenterPanel.styles';
import { securityLevels, type SecurityItem, type SecurityLevel } from './SecurityCenterPanel.types';

const itemIcons: Record<SecurityItem, IconName> = {
  password: 'lock',
  mobile: 'phone',
  email: 'mail',
  paymentPassword: 'wallet',
  googleAuthenticator: 'shieldCheck',
};

export interface SecurityStatusProps {
  /** The platform's level; `undefined` while it loads. */
  level: SecurityLevel | undefined;
  checklist: SecurityChecklist;
  /** What each item shows as its state: a masked contact, "Set", "Not bound". */
  statusOf: (item: SecurityItem, isDone: boolean) => string;
  /** The items that have a button (their callback was given); a done Google Authenticator has none. */
  actionable: ReadonlySet<SecurityItem>;
  onAction: (item: SecurityItem) => void;
}

export function SecurityStatus({ level, checklist, statusOf, actionable, onAction }: SecurityStatusProps) {
  const { t } = useTranslation('centre');
  const meterLabelId = useId();
  const baseId = useId();
  const { done, total, next, items } = checklist;
  /** The meter has a segment per level: low fills one, medium two, high all three. */
  const rank = level ? securityLevels.indexOf(level) + 1 : 0;
  const actionLabel = (item: SecurityItem, isDone: boolean) => t(`security.${isDone ? 'change' : 'bind'}.${item}`);

  return (
    <PanelSection title={t('security.title')} icon="shield" data-part="Security">
      <LevelRow>
        <LevelText id={meterLabelId}>
          {t('security.levelLabel')}
          {level ? (
            <strong data-level={level} data-part="Level">
              {t(`security.levels.${level}`)}
            </strong>
          ) : (
            <Skeleton {...bones.text} width={32} />
          )}
        </LevelText>
        {level ? (
          <Meter
            role="meter"
            aria-labelledby={meterLabelId}
            aria-valuemin={1}
            aria-valuemax={securityLevels.length}
            aria-valuenow={rank}
            aria-valuetext={t('security.levelValue', { level: t(`security.levels.${level}`), done, total })}
            data-part="Meter"
            data-level={level}
          >
            {securityLevels.map((segment, index) => (
              <MeterSegment key={segment} data-level={level} data-filled={index < rank ? '' : undefined} />
            ))}
          </Meter>
        ) : (
          <Meter data-part="Meter" aria-hidden>
            {securityLevels.map((segment) => (
              <MeterSegment key={segment} />
            ))}
          </Meter>
        )}
        <LevelText aria-hidden>{t('security.progress', { done, total })}</LevelText>
      </LevelRow>
      {next ? (
        <PanelAlert
          tone="info"
          data-part="NextStep"
          action={
            actionable.has(next) ? (
              <Button size="sm" onClick={() => onAction(next)}>
                {actionLabel(next, false)}
              </Button>
            ) : null
          }
        >
          {t(`security.next.${next}`)}
        </PanelAlert>
      ) : (
        <PanelAlert tone="success" data-part="NextStep">
          {t('security.allDone')}
        </PanelAlert>
      )}
      <Items>
        {items.map(({ item, isDone }) => (
          <Item key={item} data-item={item}>
            <ItemIcon data-done={isDone ? '' : undefined}>
              <Icon name={isDone ? 'success' : itemIcons[item]} size="sm" />
            </ItemIcon>
            <ItemText>
              <strong id={`${baseId}-${item}`}>{t(`security.items.${item}`)}</strong>
              <span>{statusOf(item, isDone)}</span>
            </ItemText>
            {actionable.has(item) ? (
              <ItemAction>
                {/* Named "Change" + the item ("Change E-mail"): the visible word first, then what it applies to. */}
                <Button
                  id={`${baseId}-${item}-action`}
                  size="sm"
                  variant="secondary"
                  aria-labelledby={`${baseId}-${item}-action ${baseId}-${item}`}
                  onClick={() => onAction(item)}
                >
                  {t(isDone ? 'actions.change' : item === 'paymentPassword' ? 'actions.set' : 'actions.bind')}
                </Button>
              </ItemAction>
            ) : null}
          </Item>
        ))}
      </Items>
    </PanelSection>
  );
}
