/**
 * The time zones a store can keep its schedules in, as a select's options: UTC first, then
 * every IANA zone the browser knows, by name, with its offset now ("Europe/Paris · GMT+01:00").
 * `current` is kept as an option even when this browser does not list it (an alias such as
 * Asia/Calcutta), so opening the form never changes the value.
 */
import { useMemo } from 'react';

function zoneLabel(zone: string, at: Date): string {
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const name = zone.replaceAll('_', ' ');
  return offset && zone !== 'UTC' ? `${name} · ${offset}` : name;
}

function zoneList(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC');
  const zones = ['UTC', ...known];
  if (current && !zones.includes(current)) zones.push(current);
  return zones;
}

export function TimeZoneOptions({ current }: { current: string }) {
  const options = useMemo(() => {
    const now = new Date();
    return zoneList(current).map((zone) => ({ zone, label: zoneLabel(zone, now) }));
  }, [current]);
  return options.map(({ zone, label }) => (
    <option key={zone} value={zone}>
      {label}
    </option>
  ));
}
