/**
 * The active branch ("active business" in the spec) that every request names in X-Branch-Id.
 * Kept outside React so the API client can read it; the session provider keeps it in step.
 */
let activeBranchId: string | null = null;

export function getActiveBranchId(): string | null {
  return activeBranchId;
}

export function setActiveBranchId(id: string | null): void {
  activeBranchId = id;
}

export const activeBranchStorageKey = (uid: string): string => `activeBusiness:${uid}`;

export function loadSavedBranchId(uid: string): string | null {
  try {
    return window.localStorage.getItem(activeBranchStorageKey(uid));
  } catch {
    return null;
  }
}

export function saveBranchId(uid: string, branchId: string): void {
  try {
    window.localStorage.setItem(activeBranchStorageKey(uid), branchId);
  } catch {
    // Storage can be full or blocked; the choice then lasts for this page only.
  }
}
