/** The latest logins: time, IP, country and device, in the kit's Table (cards on phones). */
import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '../../layout/Table';
import { formatNoticeDate } from '../../overlays/NotificationModal/formatNoticeDate';
import { PanelSection } from '../shared/PanelParts';
import type { RecentLogin } from './SecurityCenterPanel.types';

const emptyLook = { emptyIcon: 'history' } as const;

export function RecentLogins({ logins, timeZone }: { logins?: readonly RecentLogin[]; timeZone?: string }) {
  const { t } = useTranslation('centre');
  const dash = t('logins.unknown');
  const columns: TableColumn<RecentLogin>[] = [
    {
      key: 'time',
      header: t('logins.time'),
      cell: (row) => <time dateTime={new Date(row.time).toISOString()}>{formatNoticeDate(row.time, timeZone)}</time>,
    },
    { key: 'ip', header: t('logins.ip'), cell: (row) => row.ip },
    { key: 'country', header: t('logins.country'), cell: (row) => row.country || dash },
    { key: 'device', header: t('logins.device'), cell: (row) => row.device || dash },
  ];
  return (
    <PanelSection
      title={t('logins.title')}
      icon="history"
      description={t('logins.description')}
      data-part="RecentLogins"
    >
      <Table
        columns={columns}
        rows={logins ?? []}
        getRowId={(row) => row.id}
        caption={t('logins.title')}
        isCaptionHidden
        isLoading={logins === undefined}
        loadingRowCount={3}
        {...emptyLook}
        emptyTitle={t('logins.emptyTitle')}
        emptyDescription={t('logins.emptyDescription')}
      />
    </PanelSection>
  );
}
