import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Everything the back office reads is under this query key, so an action refreshes every queue it touches. */
export const staffQueryKey = ['back-office'] as const;

/**
 * One staff action (credit, prepare, approve, refuse...): runs it, then refreshes the queues, which is how the
 * request leaves the list it was in. Failures stay on the mutation for the row to show.
 */
export function useStaffAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
