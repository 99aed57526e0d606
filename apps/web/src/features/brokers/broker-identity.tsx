import { Group, Image, Text } from '@mantine/core';
import type { BrokerSummary } from '@lantau/contract';
import { useBrokerName } from './use-broker-name';

interface BrokerIdentityProps {
  broker: BrokerSummary;
  size?: number;
}

/** Logo and name. The logo is decorative: the name beside it says who the broker is. */
export function BrokerIdentity({ broker, size = 32 }: BrokerIdentityProps) {
  const name = useBrokerName(broker);
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src={broker.logoUrl} alt="" w={size} h={size} fit="contain" />
      <Text component="span" fw={700} size="lg">
        {name}
      </Text>
    </Group>
  );
}
