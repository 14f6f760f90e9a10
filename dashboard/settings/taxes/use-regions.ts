/**
 * A country's regions for the tax rates' region select, loaded on first use (the ISO 3166-2
 * list is its own chunk: no other screen pays for it). Null until loaded, and when the chunk
 * cannot load (the region is then typed as a code, and the server checks it).
 */
import { useEffect, useState } from 'react';
import type { RegionOption } from '../../../shared';

type RegionsOf = (country: string) => readonly RegionOption[];

let loaded: RegionsOf | null = null;

export function useRegions(): RegionsOf | null {
  const [regionsOf, setRegionsOf] = useState<RegionsOf | null>(() => loaded);
  useEffect(() => {
    if (regionsOf) return;
    let live = true;
    import('../../../shared/regions')
      .then((m) => {
        loaded = m.regionsOf;
        if (live) setRegionsOf(() => m.regionsOf);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [regionsOf]);
  return regionsOf;
}
