/**
 * What a log-in or sign-up does with its answer: every cached read and the saved store are
 * forgotten (spec 7), and the session holds the new user.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../state/use-session-store';

export function useStartSession() {
  const queryClient = useQueryClient();
  const clearStoreSelection = useSessionStore((s) => s.clearStoreSelection);
  const setUser = useSessionStore((s) => s.setUser);
  return (auth: { userId: string; email: string }) => {
    queryClient.clear();
    clearStoreSelection();
    setUser({ userId: auth.userId, email: auth.email });
  };
}
