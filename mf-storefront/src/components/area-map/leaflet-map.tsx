import { Circle, CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { injectCss } from '../../lib/inject-css';
import type { AreaMapProps } from './area-map';

injectCss('leaflet-css', leafletCss);

/**
 * The map itself (Leaflet through react-leaflet): areas as circles, places as round markers with
 * their names; a place with a link opens it. Loaded with its styles when the map comes into view.
 */
export default function LeafletMap({
  center,
  zoom,
  areas = [],
  places = [],
  tileUrl,
  attribution,
  onOpen,
}: AreaMapProps & { tileUrl: string; attribution: string }) {
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
      attributionControl
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      {areas.map((a) => (
        <Circle
          key={`${a.lat},${a.lng}`}
          center={[a.lat, a.lng]}
          radius={a.radiusM}
          pathOptions={{ color: '#0b6e99', fillColor: '#0b6e99', fillOpacity: 0.2, weight: 2 }}
        />
      ))}
      {places.map((p) => (
        <CircleMarker
          key={p.label}
          center={[p.lat, p.lng]}
          radius={9}
          pathOptions={{ color: '#fff', fillColor: '#c8862a', fillOpacity: 1, weight: 2 }}
          eventHandlers={p.href && onOpen ? { click: () => onOpen(p.href ?? '') } : undefined}
        >
          <Tooltip direction="top" offset={[0, -8]} permanent>
            {p.label}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
