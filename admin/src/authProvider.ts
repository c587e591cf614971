import type { AuthProvider } from 'react-admin';
import { session } from './session';

export const ADMIN_ONLY = 'This console is for administrators only.';

interface LoginAnswer {
  success: boolean;
  message: string;
  data?: { token: string; id: string; name: string; email: string; role: string };
}

/**
 * Signs in through the members' login call and keeps only administrators: the server checks the
 * role on every /api/admin call as well, this only spares others a console that refuses them.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/members/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<LoginAnswer>;
    if (!response.ok || !answer.data) throw new Error(answer.message || 'Sign-in failed.');
    if (answer.data.role !== 'admin') throw new Error(ADMIN_ONLY);
    const { token, id, name, email } = answer.data;
    session.save(token, { id, name, email });
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

  /** A revoked or foreign session (401) or a role that lost its rights (403) signs out. */
  async checkError(error: { status?: number }) {
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
