// The login's own enumerations as plain values, in a module that builds no schema: the web checks its stored
// session and login record with them on the first screen, which holds no zod (see input-maxima.ts).

/** Second-factor channels a broker can configure (WebTwoFAChannel). */
export const twoFaChannels = ['SMS', 'APP_OTP', 'Email'] as const;

/** Steps a client must complete after login before the shell opens (/index/task_after_login). */
export const postLoginTasks = ['ADDITIONAL_AGREEMENT', 'CHANGE_PASSWORD'] as const;
