import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrokerSummary } from '@lantau/contract';
import { useBrokerName } from '../brokers';
import { paths } from '../../shared/url';
import { ArrowRightIcon } from '../../shared/ui/icons';

/** One broker: the whole card is the link to its login page, named by the broker's name. */
export function BrokerCard({ broker }: { broker: BrokerSummary }) {
  const { t } = useTranslation();
  const name = useBrokerName(broker);
  return (
    <Link to={paths.login(broker.displayCode)} className="card-link">
      <Paper withBorder p="lg" radius="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" gap="md">
            <Image src={broker.logoUrl} alt="" w={48} h={48} fit="contain" />
            <Stack gap={2}>
              <Text fw={700} size="lg">
                {name}
              </Text>
              <Text size="sm" c="dimmed" aria-hidden="true">
                {t('brokerList.login')}
              </Text>
            </Stack>
          </Group>
          <Box style={{ flexShrink: 0 }} display="flex">
            <ArrowRightIcon />
          </Box>
        </Group>
      </Paper>
    </Link>
  );
}
