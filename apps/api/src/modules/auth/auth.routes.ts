import {
  ZAuthResponse,
  ZForgotPasswordBody,
  ZLoginBody,
  ZResendVerificationBody,
  ZResetPasswordBody,
  ZResetTokenParams,
  ZSignupBody,
  ZVerifyEmailParams,
} from '@pos/contracts/auth';
import { ZMessage } from '@pos/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { forgotPassword, login, resetPassword, signup } from './auth.service.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const access = { kind: 'public' } as const;
  const tags = ['auth'];
  app.post(
    '/auth/signup',
    { config: { access }, schema: { tags, body: ZSignupBody, response: { 201: ZAuthResponse } } },
    async (req, reply) => reply.status(201).send(await signup(deps, req.body, req.ip)),
  );
  // Open during maintenance so that operators can sign in; login refuses everyone else.
  app.post(
    '/auth/login',
    {
      config: { access, duringMaintenance: 'open' },
      schema: { tags, body: ZLoginBody, response: { 200: ZAuthResponse } },
    },
    (req) => login(deps, req.body, req.ip, req.log),
  );
  app.post(
    '/auth/forgot-password',
    {
      config: { access },
      schema: { tags, body: ZForgotPasswordBody, response: { 200: ZMessage } },
    },
    (req) => forgotPassword(deps, req.body.email, req.log),
  );
  app.put(
    '/auth/reset-password/:token',
    {
      config: { access },
      schema: {
        tags,
        params: ZResetTokenParams,
        body: ZResetPasswordBody,
        response: { 200: ZMessage },
      },
    },
    (req) => resetPassword(deps, req.params.token, req.body),
  );
  app.post(
    '/auth/resend-verification',
    {
      config: { access: { kind: 'login' }, whenExpired: 'allow' },
      schema: { tags, body: ZResendVerificationBody, response: { 200: ZMessage } },
    },
    (req) => resendVerification(deps, callerOf(req), req.body.email),
  );
  // The mailed link: the token is the proof, so no sign-in is needed.
  app.post(
    '/auth/verify-email/:token',
    {
      config: { access },
      schema: { tags, params: ZVerifyEmailParams, response: { 200: ZMessage } },
    },
    (req) => verifyEmail(deps, req.params.token),
  );
};
