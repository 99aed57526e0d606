import { Group } from '@mantine/core';
import { OldVersionLink } from '../brokers';
import { RegistrationQr } from './registration-qr';
import { useCurrentBroker } from '../../shared/broker';
import { useBrandColor } from '../../shared/theme/use-brand-color';

/**
 * The login page's links that depend on the broker's configuration: the registration QR and the old version; and
 * the broker's colour.
 * A chunk of its own, loaded once the browser is idle after the first screen: the login route is at its size ceiling
 * (e2e/first-load.spec.ts), and these read the broker configuration schema the login form does not need.
 */
export default function LoginExtras() {
  useBrandColor(useCurrentBroker().primaryColor);
  return (
    <Group justify="center" gap="lg">
      <RegistrationQr />
      <OldVersionLink />
    </Group>
  );
}
