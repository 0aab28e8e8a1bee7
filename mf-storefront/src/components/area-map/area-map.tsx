import { lazy, Suspense, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { entryValue, homeDataQuery } from '@villa/shared/api/site';
import { Spinner } from '@villa/shared/ui/feedback';
import { useNearViewport } from '@villa/shared/ui/use-near-viewport';

/** OpenStreetMap's standard tiles: the maps' tile server when the map_tile_url setting is empty. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> katkıda bulunanlar';

export interface AreaMapProps {
  center: [number, number];
  zoom: number;
  /** Approximate areas, drawn as circles (a villa's neighbourhood, never its exact house). */
  areas?: { lat: number; lng: number; radiusM: number }[];
  /** Named places (towns), drawn as markers with their names. */
  places?: { lat: number; lng: number; label: string; href?: string }[];
  onOpen?: (href: string) => void;
}

const LeafletMap = lazy(() => import('./leaflet-map'));

const Frame = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-radius: 16px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  isolation: isolate;
  .placeholder {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .leaflet-container {
    font: inherit;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .leaflet-tooltip {
    font-weight: 600;
  }
`;

/**
 * An embedded map whose code (Leaflet, its styles) loads only when it comes near the viewport.
 * Tiles come from the map_tile_url site setting (OpenStreetMap's by default).
 */
export function AreaMap({
  height = 320,
  label,
  ...props
}: AreaMapProps & { height?: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px');
  const { data } = useQuery(homeDataQuery());
  const tileUrl = entryValue(data?.settings, 'map_tile_url') || DEFAULT_TILE_URL;
  const placeholder = (
    <div className="placeholder">
      <Spinner $size={28} />
    </div>
  );
  return (
    <Frame ref={ref} $height={height} aria-label={label} role="group" data-testid="area-map">
      {near ? (
        <Suspense fallback={placeholder}>
          <LeafletMap {...props} tileUrl={tileUrl} attribution={TILE_ATTRIBUTION} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Frame>
  );
}
