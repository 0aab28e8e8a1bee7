import type { AppProps, CustomProps, LifeCycles, ParcelConfigObject } from 'single-spa';

/**
 * single-spa's parcel API, the one part of single-spa the shell uses (`mountRootParcel`), without
 * the rest of the library: its application registry and router, which patches history and
 * addEventListener as it loads, the devtools and profiler hooks, and the `singleSpa` namespace it
 * hands every parcel (which keeps all of that in the bundle). Remotes still expose single-spa
 * parcels (`ParcelConfigObject`, built by @villa/shared/parcel/create-parcel) and the lifecycles
 * run as single-spa runs them: bootstrap once, then mount, update while mounted, unmount; each
 * lifecycle may be one function or an array run in order; the props are the custom props plus
 * `name`. Not provided: `mountParcel` and `singleSpa` (no parcel of this platform mounts parcels of
 * its own or reads single-spa's API; @villa/shared/parcel/create-parcel builds them all). A lifecycle that throws leaves the parcel broken (SKIP_BECAUSE_BROKEN)
 * and rejects the call (mountPromise for bootstrap and mount).
 */
export type ParcelStatus =
  | 'NOT_BOOTSTRAPPED'
  | 'BOOTSTRAPPING'
  | 'NOT_MOUNTED'
  | 'MOUNTING'
  | 'MOUNTED'
  | 'UPDATING'
  | 'UNMOUNTING'
  | 'SKIP_BECAUSE_BROKEN';

export interface MountedParcel<P extends CustomProps = CustomProps> {
  /** Settles once bootstrap and mount have run (rejects when one of them failed). */
  readonly mountPromise: Promise<void>;
  getStatus(): ParcelStatus;
  /** Runs the parcel's update with new custom props; only while mounted. */
  update(customProps: P): Promise<void>;
  unmount(): Promise<void>;
}

type Lifecycle = 'bootstrap' | 'mount' | 'update' | 'unmount';

let parcelCount = 0;

export function mountRootParcel<P extends CustomProps & { domElement: HTMLElement }>(
  config: ParcelConfigObject<P>,
  customProps: P,
): MountedParcel<P> {
  if (!config || typeof config !== 'object') throw new Error('A parcel needs a config object');
  if (!customProps?.domElement) throw new Error('A parcel cannot be mounted without a domElement');
  const name = config.name ?? `parcel-${parcelCount++}`;
  let props = customProps;
  let status: ParcelStatus = 'NOT_BOOTSTRAPPED';

  const run = async (lifecycle: Lifecycle, during: ParcelStatus, after: ParcelStatus) => {
    const fns = (config as LifeCycles<P>)[lifecycle];
    const list = fns === undefined ? [] : Array.isArray(fns) ? fns : [fns];
    status = during;
    // Typed as single-spa's lifecycle props; mountParcel and singleSpa are left out (see above).
    const lifecycleProps = { ...props, name } as unknown as P & AppProps;
    try {
      for (const fn of list) await fn(lifecycleProps);
    } catch (error) {
      status = 'SKIP_BECAUSE_BROKEN';
      throw error;
    }
    status = after;
  };

  const mountPromise = (async () => {
    await run('bootstrap', 'BOOTSTRAPPING', 'NOT_MOUNTED');
    await run('mount', 'MOUNTING', 'MOUNTED');
  })();

  return {
    mountPromise,
    getStatus: () => status,
    update: async (next) => {
      if (status !== 'MOUNTED') throw new Error(`Parcel ${name} cannot be updated while ${status}`);
      if (!config.update) throw new Error(`Parcel ${name} has no update lifecycle`);
      props = next;
      await run('update', 'UPDATING', 'MOUNTED');
    },
    unmount: async () => {
      if (status !== 'MOUNTED') throw new Error(`Parcel ${name} cannot be unmounted while ${status}`);
      await run('unmount', 'UNMOUNTING', 'NOT_MOUNTED');
    },
  };
}
