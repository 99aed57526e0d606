import { Button, Group, NativeSelect, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Account } from '@lantau/contract';
import { configValue, useBrokerConfigurations, useCurrentBroker } from '../../../shared/broker';
import { useAmountsHidden } from '../../../shared/preferences';
import { NicknameDialog } from './nickname-dialog';

interface AccountToolbarProps {
  accounts: Account[];
  account: Account;
  onChoose: (accountNumber: string) => void;
}

const nicknameKeys = ['WebAccountNicknameEnable'] as const;

/** How an account is named in lists: its nickname if it has one, with the number either way. */
export function accountLabel(account: Account): string {
  return account.nickname ? `${account.nickname} (${account.accountNumber})` : account.accountNumber;
}

/** The account switcher, the amount privacy switch and (where the broker allows) the nickname edit. */
export function AccountToolbar({ accounts, account, onChoose }: AccountToolbarProps) {
  const { t } = useTranslation('account');
  const [hidden, setHidden] = useAmountsHidden();
  const [nicknameOpen, nickname] = useDisclosure(false);
  const broker = useCurrentBroker();
  const config = useBrokerConfigurations(broker.brokerCode, nicknameKeys);
  const nicknames = configValue(config.data, 'WebAccountNicknameEnable') === true;
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('overview.account')}
        value={account.accountNumber}
        onChange={(event) => onChoose(event.currentTarget.value)}
        miw={240}
        data={accounts.map((candidate) => ({
          value: candidate.accountNumber,
          label: t('overview.accountOption', {
            name: accountLabel(candidate),
            type: t(`overview.type.${candidate.type}`),
          }),
        }))}
      />
      {nicknames && (
        <Button variant="default" onClick={nickname.open}>
          {t('nickname.edit')}
        </Button>
      )}
      <Switch
        label={t('overview.hideAmounts')}
        checked={hidden}
        onChange={(event) => setHidden(event.currentTarget.checked)}
        mb={6}
      />
      {nicknames && <NicknameDialog account={account} opened={nicknameOpen} onClose={nickname.close} />}
    </Group>
  );
}
