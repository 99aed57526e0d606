import { Group } from '@mantine/core';
import { OldVersionLink } from '../brokers';
import { RegistrationQr } from './registration-qr';

/**
 * The login page's links that depend on the broker's configuration: the registration QR and the old version.
 * A chunk of its own, loaded once the browser is idle after the first screen: the login route is at its size ceiling
 * (e2e/first-load.spec.ts), and these read the broker configuration schema the login form does not need.
 */
export default function LoginExtras() {
  return (
    <Group justify="center" gap="lg">
      <RegistrationQr />
      <OldVersionLink />
    </Group>
  );
}
