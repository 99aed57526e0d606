import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLOCK_WARNING_SECONDS, clockOffsetSeconds, missingBrowserFeatures } from './browser-support';

/** Asks the server for its time: the Date header of a bodiless answer for the page itself. */
async function measureClockOffset(signal: AbortSignal): Promise<number | undefined> {
  const sentAt = Date.now();
  const response = await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store', signal });
  return clockOffsetSeconds(response.headers.get('date'), sentAt, Date.now());
}

/**
 * What would make the portal fail after the password, said before it: a browser without what the portal needs
 * ('browser too old'), and a computer clock so far from the server's that signed calls would be refused
 * ('computer clock wrong', spec section 8). Part of the login page's extras, loaded once the browser is idle.
 */
export function LoginNotices() {
  const { t } = useTranslation('errors');
  const [tooOld] = useState(() => missingBrowserFeatures().length > 0);
  const [clockWrong, setClockWrong] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    measureClockOffset(controller.signal)
      .then((offset) => setClockWrong(offset !== undefined && Math.abs(offset) > CLOCK_WARNING_SECONDS))
      // No answer, no word: the login itself says when the network fails.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!tooOld && !clockWrong) return null;
  return (
    <Stack gap="xs">
      {tooOld && (
        <Alert color="red" role="alert">
          {t('browserTooOld')}
        </Alert>
      )}
      {clockWrong && (
        <Alert color="orange" role="alert">
          {t('clockWrong')}
        </Alert>
      )}
    </Stack>
  );
}
