import { Group, Stack } from '@mantine/core';
import { OldVersionLink } from '../brokers';
import { RegistrationQr } from './registration-qr';
import { useCurrentBroker } from '../../shared/broker';
import { useBrandColor } from '../../shared/theme/use-brand-color';
import { LoginNotices } from './login-notices';

/**
 * The login page's links that depend on the broker's configuration: the registration QR and the old version; the
 * broker's colour; and the notices of a browser too old or a clock too wrong for the portal.
 * A chunk of its own, loaded once the browser is idle after the first screen: the login route is at its size ceiling
 * (e2e/first-load.spec.ts), and these read the broker configuration schema the login form does not need.
 */
export default function LoginExtras() {
  useBrandColor(useCurrentBroker().primaryColor);
  return (
    <Stack gap="md">
      <LoginNotices />
      <Group justify="center" gap="lg">
        <RegistrationQr />
        <OldVersionLink />
      </Group>
    </Stack>
  );
}
