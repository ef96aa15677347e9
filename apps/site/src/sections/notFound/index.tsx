import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, Icon } from '@croupier/ui';
import { SectionPage } from '../SectionPage';

export function Component() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  return (
    <SectionPage page="notFound" hasLead={false}>
      <EmptyState
        icon="search"
        title={t('pages.notFound.lead')}
        action={
          <Button variant="primary" startIcon={<Icon name="home" />} onClick={() => void navigate('/index')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </SectionPage>
  );
}
