import type {
  TAuthResponse,
  TForgotPasswordBody,
  TLoginBody,
  TResetPasswordBody,
  TSignupBody,
} from '@pos/contracts/auth';
import type { TMessage } from '@pos/contracts/common';
import { api } from '../../api/client';

// The public calls go out without a token, so a 401 is the call's own failure, not an expiry.
const publicCall = { auth: false } as const;

export const login = (body: TLoginBody) => api.post<TAuthResponse>('/auth/login', body, publicCall);

export const signup = (body: TSignupBody) =>
  api.post<TAuthResponse>('/auth/signup', body, publicCall);

export const forgotPassword = (body: TForgotPasswordBody) =>
  api.post<TMessage>('/auth/forgot-password', body, publicCall);

export const resetPassword = (token: string, body: TResetPasswordBody) =>
  api.put<TMessage>(`/auth/reset-password/${encodeURIComponent(token)}`, body, publicCall);

/** POST /auth/verify-email/:token: confirms the address, signed in or not. */
export const verifyEmail = (token: string) =>
  api.post<TMessage>(`/auth/verify-email/${encodeURIComponent(token)}`, undefined, publicCall);
