import { describe, expect, it, vi } from 'vitest';
import type { ParcelConfigObject } from 'single-spa';
import { mountRootParcel } from './mount-parcel';

type Props = { domElement: HTMLElement; label: string };

describe('mountRootParcel', () => {
  it('bootstraps, mounts, updates and unmounts with the custom props and a name', async () => {
    const calls: string[] = [];
    const seen = vi.fn();
    const config: ParcelConfigObject<Props> = {
      bootstrap: [async () => void calls.push('bootstrap:1'), async () => void calls.push('bootstrap:2')],
      mount: async (props) => {
        calls.push('mount');
        seen(props);
      },
      update: async (props) => void calls.push(`update:${props.label}`),
      unmount: async () => void calls.push('unmount'),
    };
    const domElement = document.createElement('div');
    const parcel = mountRootParcel(config, { domElement, label: 'a' });
    expect(parcel.getStatus()).toBe('BOOTSTRAPPING');
    await parcel.mountPromise;
    expect(parcel.getStatus()).toBe('MOUNTED');
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ domElement, label: 'a', name: expect.any(String) }),
    );
    await parcel.update({ domElement, label: 'b' });
    await parcel.unmount();
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
    expect(calls).toEqual(['bootstrap:1', 'bootstrap:2', 'mount', 'update:b', 'unmount']);
    await expect(parcel.update({ domElement, label: 'c' })).rejects.toThrow(/NOT_MOUNTED/);
    await expect(parcel.unmount()).rejects.toThrow(/NOT_MOUNTED/);
  });

  it('a lifecycle that fails rejects mountPromise and leaves the parcel broken', async () => {
    const config: ParcelConfigObject<Props> = {
      bootstrap: async () => {},
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => {},
    };
    const parcel = mountRootParcel(config, { domElement: document.createElement('div'), label: 'x' });
    await expect(parcel.mountPromise).rejects.toThrow('boom');
    expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
  });

  it('refuses a parcel without a domElement', () => {
    const config = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
    expect(() => mountRootParcel(config, {} as Props)).toThrow(/domElement/);
  });
});
