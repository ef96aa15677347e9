import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Icon } from '../../primitives/Icon';

/** Whether an `error` prop says something went wrong (`true`, a message or an element). */
export function hasLoyaltyError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** Could not load: what happened (announced) and "Try again" (texts of `loyalty`, loaded outside the centre too). */
export function LoyaltyError({ error, onRetry }: { error: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('loyalty');
  return (
    <EmptyState
      data-part="Error"
      role="alert"
      size="sm"
      icon="error"
      title={error === true ? t('common.error') : error}
      description={t('common.errorHint')}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" startIcon={<Icon name="refresh" size="sm" />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
