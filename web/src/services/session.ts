import type { MemberStatus, Role } from '@earnwave/contracts';
import { readStored, removeStored, writeStored } from './storage';

/** The signed-in user as login answers it (spec 3): kept in local storage. */
export interface StoredUser {
  token: string;
  id: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
}

const USER_KEY = 'user';
/** The address remembered from registration, for the confirm-mail screen (spec 2). */
export const REGISTERED_EMAIL_KEY = 'registeredEmail';

type Listener = (user: StoredUser | null) => void;
const listeners = new Set<Listener>();

export function getUser(): StoredUser | null {
  const user = readStored<StoredUser | null>(USER_KEY, null);
  return user && typeof user.token === 'string' && typeof user.id === 'string' ? user : null;
}

export function setUser(user: StoredUser): void {
  writeStored(USER_KEY, user);
  listeners.forEach((listener) => listener(user));
}

export function updateUser(patch: Partial<StoredUser>): void {
  const user = getUser();
  if (user) setUser({ ...user, ...patch });
}

/** Logout and 401: the user is removed (display settings stay, they are the device's). */
export function clearUser(): void {
  removeStored(USER_KEY);
  listeners.forEach((listener) => listener(null));
}

export function onUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberRegisteredEmail(email: string): void {
  writeStored(REGISTERED_EMAIL_KEY, email);
}
export function registeredEmail(): string | null {
  return readStored<string | null>(REGISTERED_EMAIL_KEY, null);
}
