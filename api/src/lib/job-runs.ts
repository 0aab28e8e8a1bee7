// Runs of the background jobs of this process (option expiry, iCal sync), for GET /metrics. The
// jobs are started once per process (plugins/jobs.ts, when the server listens), so their counts
// belong to the process, not to an app instance; the metrics plugin reads them at each scrape.

export type JobName = 'option_expiry' | 'ical_sync';
export type JobResult = 'ok' | 'error';

export interface JobRunCount {
  job: JobName;
  result: JobResult;
  runs: number;
  /** When the last such run ended (ms since the epoch). */
  lastAt: number;
}

const counts = new Map<string, JobRunCount>();

/** Counts one finished run of a job with its result. */
export function recordJobRun(job: JobName, result: JobResult, at = Date.now()): void {
  const key = `${job}:${result}`;
  const entry = counts.get(key);
  if (entry) {
    entry.runs += 1;
    entry.lastAt = at;
  } else counts.set(key, { job, result, runs: 1, lastAt: at });
}

/** Every job and result counted so far in this process. */
export function jobRunCounts(): JobRunCount[] {
  return [...counts.values()].map((c) => ({ ...c }));
}
