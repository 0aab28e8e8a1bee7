export declare const SHARED_VERSION: string;
export declare const SHARED_MAJOR: number;
export declare function sharedDependencies(): Record<
  string,
  { singleton: true; requiredVersion: string; version?: string }
>;
