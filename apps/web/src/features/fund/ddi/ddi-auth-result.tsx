import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useEddaAuthorisations } from '../api/get-edda-authorisations';
import { FlowResult } from '../flow/flow-result';
import { useFundNavigation } from '../use-fund-navigation';

/**
 * fund/deposit/ddi_auth_success and ddi_auth_invalid: the newest authorisation's outcome. A submitted one is
 * watched until the broker and the bank confirm it, and the page then says so.
 */
export function DdiAuthResult({ expected }: { expected: 'SUBMITTED' | 'INVALID' }) {
  const { t } = useTranslation('fund');
  const { pathOf } = useFundNavigation();
  const authorisations = useEddaAuthorisations({ watchNewest: expected === 'SUBMITTED' });
  const newest = authorisations.data?.[0];
  const state = newest?.state ?? expected;
  const waiting = state === 'SUBMITTED';
  if (!authorisations.data) return <PageLoader />;
  const again = pathOf('deposit', 'ddi_intro');
  if (state === 'INVALID' || state === 'REFUSED') {
    return (
      <FlowResult
        title={t(state === 'INVALID' ? 'ddi.authInvalidTitle' : 'ddi.refusedTitle')}
        again={again}
        color="red"
      >
        {newest?.stateMessage ?? t('ddi.authInvalidBody')}
        <Group mt="sm">
          <Button component={Link} to={pathOf('deposit', 'ddi_auth')} size="xs" variant="default">
            {t('ddi.tryAgain')}
          </Button>
        </Group>
      </FlowResult>
    );
  }
  if (state === 'CONFIRMED') {
    return (
      <FlowResult title={t('ddi.confirmedTitle')} again={pathOf('deposit', 'ddi_form_submission')}>
        {t('ddi.confirmedBody')}
      </FlowResult>
    );
  }
  return (
    <FlowResult title={t('ddi.authSuccessTitle')} again={again} color="blue">
      {t('ddi.authSuccessBody')} {waiting && t('ddi.waiting')}
    </FlowResult>
  );
}
