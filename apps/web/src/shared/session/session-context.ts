import type { Branch, MeResponse } from '@tawi/contracts';
import type { Permission } from '@tawi/domain';
import { createContext, useContext } from 'react';

/** The signed-in user as the dashboard sees it. */
export interface Session {
  me: MeResponse;
  /** The branch requests act on (X-Branch-Id); undefined only when the user has no active branch. */
  activeBranch: Branch | undefined;
  switchBranch: (branchId: string) => void;
  can: (permission: Permission) => boolean;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider (inside /dashboard)');
  return session;
}

/** `can('settings:update')`: whether the user's role allows it (me.permissions). */
export function useCan(): Session['can'] {
  return useSession().can;
}
