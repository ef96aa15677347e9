/** /login (used by the guard): the login modal opens over this page; the page offers both ways in. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@croupier/data';
import { Button, Icon, Stack } from '@croupier/ui';
import { openAuth } from '../../state/siteStore';
import { SectionPage } from '../SectionPage';

export function Component() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  return (
    <SectionPage>
      <Stack direction="row" gap="3" isWrapping>
        {isLoggedIn ? (
          <Button variant="primary" startIcon={<Icon name="home" />} onClick={() => void navigate('/index')}>
            {t('notFound.home')}
          </Button>
        ) : (
          <>
            <Button variant="primary" startIcon={<Icon name="login" />} onClick={() => openAuth({ kind: 'login' })}>
              {t('common:actions.login')}
            </Button>
            <Button variant="outline" onClick={() => openAuth({ kind: 'register' })}>
              {t('common:actions.register')}
            </Button>
          </>
        )}
      </Stack>
    </SectionPage>
  );
}
