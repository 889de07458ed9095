import { useSession } from './session-context';

/**
 * The description of a page that shows one branch's records: `ofBranch(name)` for the active branch,
 * or `thisBranch` while none is picked.
 */
export function useBranchDescription(ofBranch: (branch: string) => string, thisBranch: string): string {
  const { activeBranch } = useSession();
  return activeBranch ? ofBranch(activeBranch.name) : thisBranch;
}
