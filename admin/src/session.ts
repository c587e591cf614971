/** Where the console keeps the administrator's session between page loads. */
export const TOKEN_KEY = 'earnwave.admin.token';
export const IDENTITY_KEY = 'earnwave.admin.identity';

export interface AdminIdentity {
  id: string;
  name: string;
  email: string;
}

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  identity: (): AdminIdentity | null => {
    const stored = localStorage.getItem(IDENTITY_KEY);
    return stored ? (JSON.parse(stored) as AdminIdentity) : null;
  },
  save(token: string, identity: AdminIdentity) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(IDENTITY_KEY);
  },
};
