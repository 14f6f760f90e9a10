/**
 * The live availability line under a subdomain field (create a store, change a store's
 * subdomain): debounced `domain-exists`, with the schema's own message for a malformed name;
 * a name the server keeps (the platform's hosts, a look-alike of another store) says why.
 * `ownLine` lets a screen answer for names that are the store's own (its current subdomain,
 * or a former one it may take back) without asking the server.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subdomainSchema } from '../../shared';
import { queryKeys } from '../api/query-keys';
import { storeHostPreview } from '../lib/store-host-preview';
import { useDebouncedValue } from '../kit';
import { storeQueries } from '../state/store-queries';

export interface AvailabilityLine {
  text: string;
  tone: 'ok' | 'bad' | 'muted';
}

export function useSubdomainAvailability(
  subdomain: string,
  ownLine?: (parsed: string) => AvailabilityLine | null,
) {
  const queryClient = useQueryClient();
  const debounced = useDebouncedValue(subdomain, 400);
  const parsed = subdomainSchema.safeParse(debounced);
  const own = parsed.success && ownLine ? ownLine(parsed.data) : null;
  const checkable = debounced !== '' && parsed.success && own === null;
  const availability = useQuery(storeQueries.domainExists(debounced, checkable));
  const host = storeHostPreview(debounced, window.location.hostname);
  const settled = debounced === subdomain;

  let line: AvailabilityLine | null = null;
  if (subdomain !== '') {
    if (!settled || (checkable && availability.isFetching)) {
      line = { text: 'Checking availability…', tone: 'muted' };
    } else if (!parsed.success) {
      line = { text: parsed.error.issues[0]?.message ?? 'Invalid subdomain', tone: 'bad' };
    } else if (own) {
      line = own;
    } else if (availability.data) {
      const { exists, reason } = availability.data;
      line = !exists
        ? { text: `${host} is available`, tone: 'ok' }
        : reason === 'reserved'
          ? { text: `${host} is reserved for the platform`, tone: 'bad' }
          : reason === 'look-alike'
            ? { text: `${host} looks like another store’s address`, tone: 'bad' }
            : { text: `${host} is taken`, tone: 'bad' };
    } else if (availability.isError) {
      line = { text: 'Could not check availability', tone: 'muted' };
    }
  }
  return {
    line,
    /** The typed name is known to be taken by someone else. */
    taken: settled && own === null && availability.data?.exists === true,
    /** Asks again for `name` (after the server refused it as taken). */
    recheck: (name: string) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.domainExists(name) }),
  };
}
