/** Building blocks every member-centre panel shares: the section card, alerts, the error state and the panel root. */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Icon, type IconName } from '../../primitives/Icon';
import {
  Alert,
  AlertBody,
  Live,
  PanelRoot,
  SectionActions,
  SectionDescription,
  SectionHeader,
  SectionRoot,
  SectionTitle,
  SectionTitleBlock,
} from './PanelParts.styles';

export { FieldGrid, Form, FormActions } from './PanelParts.styles';

/** The panel's root: a container for container queries, so the panel follows its own width. */
export const Panel = PanelRoot;

export interface PanelSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  icon?: IconName;
  description?: ReactNode;
  /** Buttons beside the title (refresh, edit). */
  actions?: ReactNode;
}

/** A card with an h4 title (the centre's page heading is the h3 above it). */
export function PanelSection({ title, icon, description, actions, children, ...rest }: PanelSectionProps) {
  const titleId = useId();
  return (
    <SectionRoot aria-labelledby={titleId} {...rest}>
      <SectionHeader>
        <SectionTitleBlock>
          <SectionTitle id={titleId}>
            {icon ? <Icon name={icon} size="sm" /> : null}
            {title}
          </SectionTitle>
          {description ? <SectionDescription>{description}</SectionDescription> : null}
        </SectionTitleBlock>
        {actions ? <SectionActions>{actions}</SectionActions> : null}
      </SectionHeader>
      {children}
    </SectionRoot>
  );
}

const alertIcons: Record<PanelAlertTone, IconName> = {
  danger: 'error',
  success: 'success',
  warning: 'warning',
  info: 'info',
};
export type PanelAlertTone = 'danger' | 'success' | 'warning' | 'info';

/**
 * A message in the panel. Errors are alerts (read at once); the other tones are notes. To have a success read
 * aloud, render it inside a `LiveRegion` that is on the page before the message arrives.
 */
export function PanelAlert({
  tone = 'danger',
  action,
  children,
  ...rest
}: { tone?: PanelAlertTone; action?: ReactNode; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <Alert role={tone === 'danger' ? 'alert' : undefined} data-tone={tone} data-part="Alert" {...rest}>
      <Icon name={alertIcons[tone]} />
      <AlertBody>
        <div>{children}</div>
        {action}
      </AlertBody>
    </Alert>
  );
}

/** A polite live region that stays mounted, so what appears in it is announced. */
export function LiveRegion({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <Live role="status" {...rest}>
      {children}
    </Live>
  );
}

/** The error state: what failed and a retry button (when the owner can retry). */
export function PanelError({
  title,
  message,
  onRetry,
}: {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('centre');
  return (
    <EmptyState
      role="alert"
      size="sm"
      icon="error"
      headingLevel={4}
      title={title ?? t('states.errorTitle')}
      description={message ?? t('states.errorDescription')}
      data-part="ErrorState"
      action={
        onRetry ? (
          <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null
      }
    />
  );
}

/** Skeleton shapes as attributes (kept out of JSX, where every literal reads as text to the i18n lint). */
export const bones = {
  text: { shape: 'text' },
  rect: { shape: 'rect' },
  circle: { shape: 'circle' },
} as const;
