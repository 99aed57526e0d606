import type { ComponentProps, ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { OtpField } from '../../shared/ui/otp-field';
import { ResendCodeButton } from '../../shared/ui/resend-code-button';

interface CodeEntryProps {
  /** Where the code went, or how the authenticator app shows it. */
  sent: ReactNode;
  /** What just happened (a code resent, a new prefix); announced when it changes. */
  notice: string | undefined;
  /** Why the last attempt failed, under its title. */
  problem: string | undefined;
  problemTitle: string;
  /** The code field; it takes the focus when the step opens. */
  code: ComponentProps<typeof OtpField>;
  /** Asking for another code; absent where none is sent (the authenticator app). */
  resend?: ComponentProps<typeof ResendCodeButton>;
}

/**
 * The heart of a one-time-code step (the second factor at login, the password reset): where the code went,
 * what just happened, why the last try failed, the code itself and the way to have it sent again.
 */
export function CodeEntry({ sent, notice, problem, problemTitle, code, resend }: CodeEntryProps) {
  return (
    <>
      <Stack gap={4}>
        {sent}
        <Text role="status" size="sm" c="dimmed">
          {notice}
        </Text>
      </Stack>
      {problem && (
        <Alert color="red" title={problemTitle}>
          {problem}
        </Alert>
      )}
      <OtpField autoFocus {...code} />
      {resend && <ResendCodeButton {...resend} />}
    </>
  );
}
