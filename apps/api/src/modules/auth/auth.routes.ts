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
    {
      config: { access },
      schema: {
        tags,
        operationId: 'signUp',
        summary: 'Create an organization with its Owner, signed in',
        errors: [409, 429],
        body: ZSignupBody,
        response: { 201: ZAuthResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await signup(deps, req.body, req.ip)),
  );
  // Open during maintenance so that operators can sign in; login refuses everyone else.
  app.post(
    '/auth/login',
    {
      config: { access, duringMaintenance: 'open' },
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in with a username or e-mail and a password',
        errors: [401, 403, 429, 503],
        body: ZLoginBody,
        response: { 200: ZAuthResponse },
      },
    },
    (req) => login(deps, req.body, req.ip, req.log),
  );
  app.post(
    '/auth/forgot-password',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset link (the same answer whether the address is known)',
        body: ZForgotPasswordBody,
        response: { 200: ZMessage },
      },
    },
    (req) => forgotPassword(deps, req.body.email, req.log),
  );
  app.put(
    '/auth/reset-password/:token',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: "Set a new password with a reset link's token",
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
      schema: {
        tags,
        operationId: 'resendVerificationEmail',
        summary: "Mail the caller's e-mail verification link again",
        errors: [409, 429],
        body: ZResendVerificationBody,
        response: { 200: ZMessage },
      },
    },
    (req) => resendVerification(deps, callerOf(req), req.body.email),
  );
  // The mailed link: the token is the proof, so no sign-in is needed.
  app.post(
    '/auth/verify-email/:token',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'verifyEmail',
        summary: "Verify an e-mail address with its link's token",
        params: ZVerifyEmailParams,
        response: { 200: ZMessage },
      },
    },
    (req) => verifyEmail(deps, req.params.token),
  );
};
