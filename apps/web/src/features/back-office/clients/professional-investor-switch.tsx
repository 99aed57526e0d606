import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { putStaffClientProfessionalInvestor } from '@lantau/contract';
import { errorText } from '../error-text';
import { staffApiClient } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { useStaffAction } from '../queue/use-staff-action';

/**
 * Whether the client is an institutional professional investor (ChiNext and STAR shares through Stock Connect
 * are for them only): a switch for staff who may classify clients (clients.classify), the status as text for
 * those who may only look. The server checks the permission again and audits every change.
 */
export function ProfessionalInvestorSwitch({ userID, value }: { userID: string; value: boolean }) {
  const { t } = useTranslation('backofficeclients');
  const { t: tb } = useTranslation('backoffice');
  const mayClassify = useStaffSession()?.staff.permissions.includes('clients.classify') ?? false;
  const change = useStaffAction((professionalInvestor: boolean) =>
    staffApiClient.request(putStaffClientProfessionalInvestor, {
      params: { userID },
      body: { professionalInvestor },
    }),
  );
  if (!mayClassify)
    return (
      <Text>
        {t('clients.professionalInvestor')}:{' '}
        {value ? t('clients.professionalInvestorYes') : t('clients.professionalInvestorNo')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Switch
        label={t('clients.professionalInvestor')}
        description={t('clients.professionalInvestorHint')}
        checked={change.isPending ? (change.variables ?? value) : value}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      {change.error ? (
        <Alert color="red" role="alert">
          {errorText(change.error, tb)}
        </Alert>
      ) : change.isSuccess ? (
        <Text size="sm" role="status">
          {t('clients.professionalInvestorSaved')}
        </Text>
      ) : null}
    </Stack>
  );
}
