import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isKnownRole, MEMBERSHIP_PAGE_STATUSES, mayEnter, type RouteAccess } from '../access';
import { clearUser, getUser } from '../services/session';

/** The membership page: a stored user whose status is inactive, pending or active (spec 2). */
export function MembershipGuard({ children }: { children: ReactNode }) {
  const user = getUser();
  if (!user || !(MEMBERSHIP_PAGE_STATUSES as readonly string[]).includes(user.status)) {
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}

/**
 * The role guard of every dashboard route (spec 2): the role comes from the stored session; a
 * missing or disallowed role goes to /errors/404, and a missing one clears local storage too.
 */
export function RoleGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const role = getUser()?.role;
  if (!isKnownRole(role)) {
    try {
      localStorage.clear();
    } catch {
      // storage unavailable: nothing stored to clear
    }
    clearUser();
    return <Navigate to="/errors/404" replace />;
  }
  if (!mayEnter(role, access)) return <Navigate to="/errors/404" replace />;
  return <>{children}</>;
}
