import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getAppOtpPrefix,
  getOtp,
  getRefresh,
  getThirdPartyOtp,
  getValidationImage,
  postLogin,
  postLogout,
  postPasswordReset,
  postThirdPartyOtp,
  postValidationVerification,
  requestHeaders,
  responseHeaders,
} from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import { brokerCodeOf, headerText } from '../../platform/http/headers';
import { registerCall } from '../../platform/http/register-call';
import { issueMessages, localize } from '../../platform/i18n/server-messages';
import { sessionOf } from './authenticate';
import type { LoginService } from './login-service';
import type { PasswordResetService } from './password-reset-service';
import type { AuthRateLimiter } from './rate-limiter';
import type { SessionService } from './session-service';
import type { SliderService } from './slider-service';
import type { ThirdPartyCodes } from './third-party-codes';

export interface AuthRouteServices {
  login: LoginService;
  reset: PasswordResetService;
  slider: SliderService;
  sessions: SessionService;
  limiter: AuthRateLimiter;
  thirdParty: ThirdPartyCodes;
}

const header = (request: FastifyRequest, name: string) => headerText(request.headers[name]);

function sendTokens(
  reply: FastifyReply,
  tokens: { token: string; refreshToken: string; sessionRemainSec: number },
): void {
  reply.header(responseHeaders.token, tokens.token);
  reply.header(responseHeaders.refreshToken, tokens.refreshToken);
  reply.header(responseHeaders.sessionExpiresIn, String(tokens.sessionRemainSec));
}

const deviceUuidOf = (request: FastifyRequest) =>
  header(request, requestHeaders.deviceUuid)?.slice(0, 128) ?? null;

function required(request: FastifyRequest, path: string): AppError {
  return new AppError('E1000', [{ path, message: localize(issueMessages.required, request.language) }]);
}

/**
 * /api/auths: login in two steps, codes, app-OTP prefixes, the slider check, password reset, tokens, and the
 * codes that confirm a third party's request for a logged-in client.
 */
export function registerAuthRoutes(app: FastifyInstance, services: AuthRouteServices): void {
  const { login, reset, slider, sessions, limiter, thirdParty } = services;

  registerCall(app, postLogin, async ({ body, request, reply }) => {
    const brokerCode = brokerCodeOf(request);
    // The allowance per user ID is the login guard's: it spares the devices and addresses the client uses.
    await limiter.check('login', { loginPerAddress: request.ip });
    const twoFaToken = header(request, requestHeaders.twoFaToken);
    const attempt = {
      brokerCode,
      userId: body.userID,
      address: request.ip,
      deviceUuid: deviceUuidOf(request),
      now: new Date(),
    };
    if (twoFaToken === undefined)
      return login.passwordStep({ ...attempt, password: body.password, language: request.language });
    if (!body.otp) throw required(request, 'body.otp');
    const session = await login.codeStep({
      ...attempt,
      twoFaToken,
      otp: body.otp,
      otpPrefix: body.otpPrefix,
      language: request.language,
    });
    sendTokens(reply, session);
    return { status: 'LOGGED_IN' as const, session };
  });

  registerCall(app, getOtp, async ({ query, request }) => {
    const brokerCode = brokerCodeOf(request);
    // Per user ID the services count, once the request proved itself (a step's token, a solved slider check):
    // a stranger cannot use up the client's codes.
    await limiter.check(`otp-${query.feature}`, { otpPerAddress: request.ip });
    const common = { brokerCode, userId: query.userID, language: request.language, now: new Date() };
    if (query.feature === 'LOGIN') {
      return login.sendCode({ ...common, twoFaToken: header(request, requestHeaders.twoFaToken) });
    }
    return reset.sendCode({
      ...common,
      contact: query.contact,
      validationToken: header(request, requestHeaders.validationToken),
    });
  });

  registerCall(app, getAppOtpPrefix, async ({ query, request }) => {
    const brokerCode = brokerCodeOf(request);
    await limiter.check('app-otp-prefix', { otpPerAddress: request.ip });
    return login.issuePrefix({
      brokerCode,
      userId: query.userID,
      twoFaToken: header(request, requestHeaders.twoFaToken),
      now: new Date(),
    });
  });

  registerCall(app, getValidationImage, async ({ query, request }) => {
    await limiter.check('slider-image', { sliderPerAddress: request.ip });
    return slider.newPuzzle(query.deviceWidth, new Date());
  });

  registerCall(app, postValidationVerification, async ({ body, request }) => {
    await limiter.check('slider-verification', { sliderPerAddress: request.ip });
    return slider.verify(body.offset, body.validationKey, new Date());
  });

  registerCall(app, postPasswordReset, async ({ body, request }) => {
    const brokerCode = brokerCodeOf(request);
    // Per user ID the reset's login guard counts, sparing the client's own devices and addresses.
    await limiter.check('password-reset', { resetPerAddress: request.ip });
    await reset.reset({
      brokerCode,
      userId: body.userID,
      address: request.ip,
      deviceUuid: deviceUuidOf(request),
      contact: body.contact,
      otp: body.otp,
      newPassword: body.newPassword,
      confirmation: body.confirmation,
      language: request.language,
      now: new Date(),
    });
    return null;
  });

  registerCall(app, getRefresh, async ({ request, reply }) => {
    await limiter.check('refresh', { tokenPerAddress: request.ip });
    const tokens = await sessions.refresh(header(request, requestHeaders.refreshToken));
    sendTokens(reply, tokens);
    return tokens;
  });

  registerCall(
    app,
    postLogout,
    async ({ request }) => {
      await limiter.check('logout', { tokenPerAddress: request.ip });
      await sessions.end(sessionOf(request).sessionId, 'LOGGED_OUT');
      return null;
    },
    { allowedWithPendingTasks: true },
  );

  registerCall(app, getThirdPartyOtp, async ({ query, request }) => {
    const { userId, brokerCode } = sessionOf(request);
    await limiter.check('otp-THIRD_PARTY', { otpPerAddress: request.ip });
    return thirdParty.issue({ userId, brokerCode, language: request.language }, query.refID, new Date());
  });

  registerCall(app, postThirdPartyOtp, async ({ body, request }) => {
    const { userId, brokerCode } = sessionOf(request);
    return thirdParty.confirm({ userId, brokerCode, language: request.language }, body, new Date());
  });
}
