import type { UserEntity } from '@earnwave/db';

/** What an account's owner sees of it after registration and login. */
export function accountView(user: UserEntity) {
  return { id: user.id, name: user.name, email: user.email, role: user.role, status: user.status };
}
