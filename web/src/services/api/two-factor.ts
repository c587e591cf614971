import type { MfaChallenge, MfaStatus, WireData } from '@earnwave/contracts';
import { api } from './client';
import type { LoginAnswer } from './types';

export type { MfaChallenge, MfaStatus };

/** What `POST /members/login` answers: a session, or with two-factor sign-in on the step to the code. */
export type LoginStep = LoginAnswer | MfaChallenge;
export const needsCode = (answer: LoginStep): answer is MfaChallenge => 'mfaRequired' in answer;

/** Two-factor sign-in (TOTP): the member's own set-up in Settings, and the second step of a login. */
export const TwoFactorApi = {
  status: (id: string, signal?: AbortSignal) => api.get<MfaStatus>(`/users/${id}/mfa`, { signal }),
  /** A new secret, shown once, and the otpauth:// address its QR code carries. */
  startTotp: (id: string, password: string) =>
    api.post<WireData<'TwoFactorController_startEnrolment'>>(`/users/${id}/mfa/totp`, { password }),
  /** Turns it on; the recovery codes are answered this once. */
  confirmTotp: (id: string, code: string) =>
    api.post<WireData<'TwoFactorController_confirm'>>(`/users/${id}/mfa/totp/confirm`, { code }),
  turnOffTotp: (id: string, password: string, code: string) =>
    api.delete<null>(`/users/${id}/mfa/totp`, { body: { password, code } }),
  /** The second step: answers what login answers without two-factor sign-in. */
  logInWithCode: (mfaToken: string, code: string) =>
    api.post<LoginAnswer>('/members/login/mfa', { mfaToken, code }, { auth: false }),
};
