import type { ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postStaffFundApprove, postStaffFundRefuse, type StaffFundRequest } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { ActionCell } from '../queue/action-cell';
import { RefuseButton } from '../queue/refuse-button';
import { useStaffAction } from '../queue/use-staff-action';
import { fundQueueOf } from './use-fund-queue';

/**
 * A request waiting for the second pair of eyes: who took the first step, said before anyone clicks, and for a
 * member who may approve, approve (the money moves) or refuse. The server refuses whoever took the first step
 * (E8002) either way.
 */
export function ApprovalActions({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  const staff = useStaffSession()?.staff;
  const kind = fundQueueOf(request);
  const mine = request.preparedBy === staff?.staffID;
  // Said in words and weight, not in a colour: orange text on the striped rows fell below 4.5:1.
  const note = request.preparedBy && (
    <Text size="sm" fw={mine ? 700 : 500}>
      {mine ? t(`fourEyes.byYou.${kind}`) : t(`fourEyes.byOther.${kind}`, { staff: request.preparedBy })}
    </Text>
  );
  if (!staff?.permissions.includes('funds.approve')) return note;
  return <Decision request={request} note={note} />;
}

function Decision({ request, note }: { request: StaffFundRequest; note: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const params = { requestID: request.requestID };
  const approve = useStaffAction(() => staffApiClient.request(postStaffFundApprove, { params }));
  const refuse = useStaffAction((reason: string) =>
    staffApiClient.request(postStaffFundRefuse, { params, body: { reason } }),
  );
  return (
    <ActionCell error={approve.error ?? refuse.error} note={note}>
      <Button size="xs" onClick={() => approve.mutate()} loading={approve.isPending}>
        {t('actions.approve')}
      </Button>
      <RefuseButton onRefuse={(reason) => refuse.mutate(reason)} busy={refuse.isPending} />
    </ActionCell>
  );
}
