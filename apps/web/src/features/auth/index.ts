export { LoginPage } from './login-page';
export { ChangePasswordPage } from './change-password-page';
export { TaskAfterLoginPage } from './task-after-login-page';
export { logOut } from './log-out';
export { forgetUserQueries, USER_QUERY_ROOT } from './user-queries';
export { refreshSession } from './api/get-refresh';
export { setOtpPrefix, clearOtpPrefix, useOtpPrefixStore } from './otp-prefix-store';
export { completeLogin } from './complete-login';
