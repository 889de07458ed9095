import { useQueryClient } from '@tanstack/react-query';

/** Marks the given query roots stale (e.g. ['branches'], ['me']) so visible lists reload. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...roots: string[]) => {
    for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
  };
}
