import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mountRootParcel, type Parcel } from 'single-spa';
import styled from 'styled-components';
import { PARCEL_PROPS_VERSION } from '@villa/shared/config/remotes';
import type { RemoteProps } from '@villa/shared/parcel/props';
import { CriticalFallback } from '@villa/shared/ui/critical';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { loadParcel } from '../runtime/load-parcel';
import { remoteEntry } from '../runtime/remotes-map';
import { refusalFor } from '../runtime/version-skew';
import { shellServices } from '../lib/shell-services';
import { useRouteProgress } from '../lib/route-progress';

const Slot = styled.div`
  min-height: 40vh;
`;

interface RemoteAreaProps {
  remote: string;
  basename: string;
}

let parcelCounter = 0;

/**
 * Mounts one remote's parcel into the layout's content slot. A failed load or a
 * crash stays inside this area: it shows the load error with a retry.
 */
export function RemoteArea({ remote, basename }: RemoteAreaProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const slotRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const progress = useRouteProgress();

  // navigate must stay one stable function across updates of the parcel.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [stableNavigate] = useState(() => {
    const fn: RemoteProps['navigate'] = (to, options) => {
      if (typeof to === 'number') void navigateRef.current(to);
      else void navigateRef.current(to, options);
    };
    return fn;
  });
  const propsRef = useRef<RemoteProps | null>(null);
  /** The location and basename the parcel has last been given (at its mount or an update). */
  const sentRef = useRef<Pick<RemoteProps, 'location' | 'basename'> | null>(null);
  propsRef.current = {
    version: PARCEL_PROPS_VERSION,
    basename,
    location,
    navigate: stableNavigate,
    ...shellServices,
  };

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel | null = null;
    setStatus('loading');
    progress.start();
    loadParcel(remote)
      .then(async (config) => {
        if (cancelled || !slotRef.current) return;
        sentRef.current = { location: propsRef.current!.location, basename: propsRef.current!.basename };
        parcel = mountRootParcel(config, {
          ...propsRef.current!,
          name: `${remote}-${++parcelCounter}`,
          domElement: slotRef.current,
        });
        parcelRef.current = parcel;
        await parcel.mountPromise;
        if (!cancelled) setStatus('ready');
      })
      .catch((error: unknown) => {
        shellServices.reportError(error, `remote ${remote}`);
        if (!cancelled) setStatus('error');
      })
      .finally(() => progress.done());
    return () => {
      cancelled = true;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
    // propsRef carries the current props; only a new remote or a retry remounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, attempt]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (status !== 'ready' || !parcel?.update || parcel.getStatus() !== 'MOUNTED') return;
    // The mount already gave the parcel these props: sending them again once it is ready would
    // render the remote's whole first screen a second time, in one blocking task (~400 ms on a
    // phone for the villa page). Only a location or basename it has not seen is sent.
    const sent = sentRef.current;
    if (sent && sent.location === location && sent.basename === basename) return;
    sentRef.current = { location, basename };
    void parcel.update({ ...propsRef.current! });
  }, [location, basename, status]);

  return (
    <>
      {status === 'loading' ? (
        remote === 'storefront' ? (
          <CriticalFallback pathname={location.pathname} />
        ) : (
          <LoadingBlock />
        )
      ) : null}
      {status === 'error' ? (
        <ErrorState
          message={refusalFor(remoteEntry(remote)) ?? undefined}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      {/* Hidden until the parcel's first screen is committed: the loading state and the content
          swap in one frame, so nothing below (the footer) moves on screen. */}
      <Slot ref={slotRef} data-remote={remote} hidden={status !== 'ready'} />
    </>
  );
}
