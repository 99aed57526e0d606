import { formatHongKongTime } from '@lantau/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  getStaffQuotePlanApplications,
  postStaffQuotePlanGrant,
  postStaffQuotePlanRefuse,
  type StaffQuotePlanApplication,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { ActionCell } from '../queue/action-cell';
import { QueuePage } from '../queue/queue-page';
import { RefuseButton } from '../queue/refuse-button';
import { useStaffAction } from '../queue/use-staff-action';
import { useStaffPage } from '../queue/use-staff-page';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<StaffQuotePlanApplication>();

/** Clients' applications to upgrade a quote plan, oldest first: grant (the plan changes at once) or refuse. */
export function QuotePlansPage() {
  const { t, i18n } = useTranslation('backofficeclients');
  const applications = useStaffPage(['quote-plan-applications', 'PENDING'], (page) =>
    staffApiClient.request(getStaffQuotePlanApplications, { query: { status: 'PENDING', ...page } }),
  );
  const columns = [
    column.display({
      id: 'client',
      header: t('plans.client'),
      cell: ({ row: { original: row } }) => `${row.clientName} (${row.userID})`,
    }),
    column.display({
      id: 'market',
      header: t('plans.market'),
      cell: ({ row: { original: row } }) => row.market,
    }),
    column.display({
      id: 'current',
      header: t('plans.current'),
      cell: ({ row: { original: row } }) => t(`plans.plan.${row.currentPlan}`),
    }),
    column.display({
      id: 'requested',
      header: t('plans.requested'),
      cell: ({ row: { original: row } }) => t(`plans.plan.${row.plan}`),
    }),
    column.display({
      id: 'appliedAt',
      header: t('plans.appliedAt'),
      cell: ({ row: { original: row } }) => formatHongKongTime(row.appliedAt, i18n.language),
    }),
    column.display({
      id: 'actions',
      header: t('plans.actions'),
      cell: ({ row: { original: row } }) => <PlanActions application={row} />,
    }),
  ];
  return (
    <QueuePage
      title={t('plans.title')}
      rows={applications.data?.applications}
      rowKey={(row) => row.applicationID}
      columns={columns}
      error={applications.error}
      pager={applications.pager}
    />
  );
}

function PlanActions({ application }: { application: StaffQuotePlanApplication }) {
  const { t } = useTranslation('backofficeclients');
  const params = { applicationID: application.applicationID };
  const grant = useStaffAction(() => staffApiClient.request(postStaffQuotePlanGrant, { params }));
  const refuse = useStaffAction((reason: string) =>
    staffApiClient.request(postStaffQuotePlanRefuse, { params, body: { reason } }),
  );
  return (
    <ActionCell error={grant.error ?? refuse.error}>
      <Button
        size="xs"
        onClick={() => grant.mutate()}
        loading={grant.isPending}
        aria-label={t('plans.grantFor', { client: application.userID, market: application.market })}
      >
        {t('plans.grant')}
      </Button>
      <RefuseButton onRefuse={(reason) => refuse.mutate(reason)} busy={refuse.isPending} />
    </ActionCell>
  );
}
