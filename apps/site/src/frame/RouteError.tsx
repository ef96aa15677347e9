/** A route that failed to load: a chunk that never arrived (SPEC §8/§9) or an unexpected error; reload is the way out. */
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button, EmptyState, Icon } from '@croupier/ui';
import { ChunkLoadError } from '../app/lazySection';

export function RouteError() {
  return <ChunkError error={useRouteError()} />;
}

/** The error page itself: a chunk that did not arrive, or anything else. */
export function ChunkError({ error }: { error: unknown }) {
  const { t } = useTranslation('site');
  const isChunk = error instanceof ChunkLoadError;
  return (
    <div role="alert" style={{ padding: '48px 16px', display: 'grid', placeItems: 'center', minHeight: '50dvh' }}>
      <EmptyState
        icon="warning"
        headingLevel={2}
        title={isChunk ? t('chunk.title') : t('routeError.title')}
        description={isChunk ? t('chunk.body') : t('routeError.body')}
        action={
          <Button variant="primary" startIcon={<Icon name="refresh" />} onClick={() => location.reload()}>
            {t('common:actions.reload')}
          </Button>
        }
      />
    </div>
  );
}
