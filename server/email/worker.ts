/** The email outbox worker — being built for the shopping issue. */
import type { Database } from '../db/client';
import type { Config } from '../config';

export interface EmailWorker {
  stop(): Promise<void>;
}

export function startEmailWorker(_database: Database, _config: Config): EmailWorker {
  return { stop: async () => undefined };
}
