import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Icon } from '../../primitives/Icon';
import { ErrorBox } from './panel.styles';

/** Whether a panel's `error` prop says something went wrong (`true`, a message or an element). */
export function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

export interface PanelErrorProps {
  error: ReactNode;
  onRetry?: () => void;
}

/** The content could not be loaded: what happened (announced), and a way to try again. */
export function PanelError({ error, onRetry }: PanelErrorProps) {
  const { t } = useTranslation('records');
  return (
    <ErrorBox data-part="Error">
      <EmptyState
        role="alert"
        size="sm"
        icon="error"
        title={error === true ? t('common.error.title') : error}
        description={t('common.error.description')}
        action={
          onRetry ? (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<Icon name="refresh" size="sm" />}
              onClick={onRetry}
              data-part="RetryButton"
            >
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    </ErrorBox>
  );
}
