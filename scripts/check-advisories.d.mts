export interface Advisory {
  id: string;
  package: string;
  severity: string;
  /** First fixed version: every version under it is vulnerable. */
  below: string;
  /** First affected version, when not every earlier one is. */
  from?: string;
  title: string;
}
export interface LockedPackage {
  path: string;
  name: string;
  version: string;
}
export interface Match extends LockedPackage {
  advisory: Advisory;
  reason: string;
}
/** The advisories the lock file is checked against (check-advisories.mjs). */
export const ADVISORIES: Advisory[];
export function parseVersion(text: string): { parts: [number, number, number]; pre: string[] } | null;
export function compareVersions(a: string, b: string): number;
export function installedPackages(lock: unknown): LockedPackage[];
export function findVulnerable(lock: unknown, advisories?: Advisory[]): Match[];
