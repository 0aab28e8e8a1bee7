import type { jobs } from '../../db/schema/jobs.ts';
import type { Db } from '../../db/types.ts';
import type { WorkerLog } from './worker.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  db: Db;
  /** The worker's clock. */
  now: () => Date;
  log: WorkerLog;
  job: JobRow;
}

/** Runs one job; throwing makes it retried with backoff until max_attempts, then failed. */
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobDefinition {
  kind: string;
  handler: JobHandler;
  /** Recurring: the worker queues one run per slot of this length (dedupe key per slot). */
  everyMs?: number;
}

/**
 * What the worker can run: job kinds with their handlers, some of them recurring.
 * plugins/jobs.ts builds it (option_expiry, ical_sync, lifecycle_message, lifecycle_scan);
 * another module adds its kinds with `register`.
 */
export class JobRegistry {
  private readonly defs = new Map<string, JobDefinition>();

  register(def: JobDefinition): this {
    if (this.defs.has(def.kind)) throw new Error(`job kind ${def.kind} registered twice`);
    if (def.everyMs !== undefined && !(def.everyMs > 0))
      throw new Error(`job ${def.kind}: everyMs must be > 0`);
    this.defs.set(def.kind, def);
    return this;
  }

  get(kind: string): JobDefinition | undefined {
    return this.defs.get(kind);
  }

  kinds(): string[] {
    return [...this.defs.keys()];
  }

  recurring(): Array<JobDefinition & { everyMs: number }> {
    return [...this.defs.values()].filter(
      (d): d is JobDefinition & { everyMs: number } => d.everyMs !== undefined,
    );
  }
}
