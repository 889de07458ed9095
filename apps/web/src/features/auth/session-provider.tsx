import { useQueryClient } from '@tanstack/react-query';
import type { Branch, MeResponse } from '@tawi/contracts';
import type { Permission } from '@tawi/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loadSavedBranchId, saveBranchId, setActiveBranchId } from '../../shared/api/active-branch';
import { isApiError, NETWORK_ERROR_CODE } from '../../shared/api/api-error';
import { ME_QUERY_KEY } from '../../shared/api/query-client';
import { applyLanguage } from '../../shared/i18n/i18n';
import { type Session, SessionContext } from '../../shared/session/session-context';
import { logout as logoutRequest } from './auth-api';
import { loginPathFor } from './return-url';

/** The saved choice when still allowed, else the home branch, else the first branch the user may use. */
function resolveActiveBranch(me: MeResponse, chosen: string | null): Branch | undefined {
  const byId = (id: string | null) => (id ? me.branches.find((b) => b.id === id) : undefined);
  return byId(chosen) ?? byId(me.user.branchId) ?? me.branches[0];
}

export function SessionProvider({ me, children }: { me: MeResponse; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const uid = me.user.uid;
  const language = me.user.language;
  // the user's own choice, kept on the server, wins over the browser's last one
  useEffect(() => {
    void applyLanguage(language);
  }, [language]);
  const [chosen, setChosen] = useState<string | null>(() => loadSavedBranchId(uid));
  const activeBranch = resolveActiveBranch(me, chosen);
  // Assigned during render (idempotent) so the very first requests of the children carry it.
  setActiveBranchId(activeBranch?.id ?? null);

  const switchBranch = useCallback(
    (branchId: string) => {
      const branch = me.branches.find((b) => b.id === branchId);
      if (!branch) return;
      saveBranchId(uid, branchId);
      setActiveBranchId(branchId);
      setChosen(branchId);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
      toast.success(t('shell.switchedBranch', { name: branch.name }));
    },
    [me.branches, queryClient, uid, t],
  );

  const returnTo = `${location.pathname}${location.search}`;
  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (err) {
      if (isApiError(err) && err.code === NETWORK_ERROR_CODE) {
        toast.error(err.message);
        return;
      }
      // Any other answer means the session is already gone: carry on.
    }
    setActiveBranchId(null);
    navigate(loginPathFor(returnTo), { replace: true });
    queryClient.clear();
  }, [navigate, queryClient, returnTo]);

  const session = useMemo<Session>(() => {
    const granted = new Set(me.permissions);
    return {
      me,
      activeBranch,
      switchBranch,
      can: (permission: Permission) => granted.has(permission),
      logout,
    };
  }, [me, activeBranch, switchBranch, logout]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
