import {
  hasCapability,
  MFA_ENROLMENT_REQUIRED,
  type ErrorEnvelope,
  type MfaStatus,
  type WireData,
} from '@earnwave/contracts';
import type { AuthProvider } from 'react-admin';
import { session } from './session';

export const ADMIN_ONLY = 'This console is for administrators only.';
/** The console's page where an administrator sets up two-factor sign-in. */
export const TWO_FACTOR_PATH = '/two-factor';

/**
 * What both sign-in steps answer: the session (or, after the password, the code step's token) in
 * `data`, or a refusal's `errors`.
 */
type LoginAnswer = { data: WireData<'AccountsController_logIn'> } & Pick<ErrorEnvelope, 'message' | 'errors'>;

/** The password was right and the account asks for a code: the login page shows the code step. */
export class SecondFactorNeeded extends Error {
  constructor(readonly mfaToken: string) {
    super('Enter the code from your authenticator app.');
  }
}

/** The password step, or the code step with the password step's mfaToken. */
export type LoginParams = { username: string; password: string } | { mfaToken: string; code: string };

/**
 * Signs in through the members' login call and keeps only administrators: the server checks the
 * role on every /api/admin call as well, this only spares others a console that refuses them.
 * With two-factor sign-in on, the password step throws SecondFactorNeeded and the code step
 * finishes the sign-in. An administrator who must still set it up (production) is led there.
 */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const [path, body] =
      'mfaToken' in params
        ? ['/api/members/login/mfa', { mfaToken: params.mfaToken, code: params.code }]
        : ['/api/members/login', { email: params.username, password: params.password }];
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      // Same origin (in dev through Vite's proxy): the device cookie of the sign-in comes back, so
      // an administrator is not locked out by others guessing at their password (see the README).
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<LoginAnswer>;
    if (!response.ok || !answer.data) throw new Error(answer.errors?.[0]?.msg || answer.message || 'Sign-in failed.');
    if ('mfaRequired' in answer.data) throw new SecondFactorNeeded(answer.data.mfaToken);
    if (!hasCapability(answer.data.role, 'admin')) throw new Error(ADMIN_ONLY);
    const { token, id, name, email } = answer.data;
    session.save(token, { id, name, email });
    const status = await fetch(`/api/users/${id}/mfa`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
      .then((reply) => reply.json() as Promise<{ data?: MfaStatus }>)
      .catch(() => ({ data: undefined }));
    return status.data?.enrolmentRequired ? { redirectTo: TWO_FACTOR_PATH } : undefined;
  },

  /** The server ends the session first (its token then gets 401 everywhere); the console forgets it whatever the answer. */
  async logout() {
    const token = session.token();
    if (token) {
      await fetch('/api/users/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      }).catch(() => undefined);
    }
    session.clear();
  },

  async checkAuth() {
    if (!session.token()) throw new Error('Please sign in.');
  },

  /**
   * A revoked or foreign session (401) or a role that lost its rights (403) signs out; a 403 that
   * only enrolment lifts leads to the two-factor set-up instead.
   */
  async checkError(error: { status?: number; body?: { message?: string; data?: Record<string, unknown> } }) {
    if (error?.status === 403 && error.body?.data?.[MFA_ENROLMENT_REQUIRED]) {
      throw { redirectTo: TWO_FACTOR_PATH, logoutUser: false, message: error.body.message };
    }
    if (error?.status === 401 || error?.status === 403) {
      session.clear();
      throw new Error('Your session ended. Please sign in again.');
    }
  },

  async getIdentity() {
    const identity = session.identity();
    if (!identity) throw new Error('Please sign in.');
    return { id: identity.id, fullName: identity.name, email: identity.email };
  },

  async getPermissions() {
    return session.token() ? 'admin' : undefined;
  },
};
