import L from 'leaflet'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-110m.json'
import type { OfficesMapProps } from './OfficesMap'
import { MAP_ZOOM } from './map-zoom'
import type { Office } from './schema'
import { telHref } from '../ui/tel-href'

const LEAFLET_CSS = '/assets/leaflet.css'

/**
 * Loads Leaflet's stylesheet once. Leaflet measures its container and places its panes when the
 * map is created, so the map is built only after the styles apply (or failed to load).
 */
function ensureStyles(): Promise<void> {
  let link = document.querySelector<HTMLLinkElement>(`link[href="${LEAFLET_CSS}"]`)
  if (link?.sheet) return Promise.resolve()
  if (!link) {
    link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = LEAFLET_CSS
    document.head.appendChild(link)
  }
  const loading = link
  return new Promise((resolve) => {
    loading.addEventListener('load', () => resolve(), { once: true })
    loading.addEventListener('error', () => resolve(), { once: true })
  })
}

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

function popupHtml(o: Office): string {
  const image = o.image
    ? `<img src="${escapeHtml(o.image.url)}" alt="${escapeHtml(o.image.alt)}" width="240" height="150">`
    : ''
  return `<div class="office-popup">${image}<strong>${escapeHtml(o.city)}</strong><br>${escapeHtml(o.address)}<br><a href="${escapeHtml(telHref(o.hotline))}">${escapeHtml(o.hotline)}</a><br><a href="mailto:${escapeHtml(o.email)}">${escapeHtml(o.email)}</a></div>`
}

/** Offices whose list items are not hidden by the country filter. */
function visibleOffices(listId: string, offices: Office[]): Office[] {
  const list = document.getElementById(listId)
  if (!list) return offices
  const hidden = new Set(
    Array.from(list.querySelectorAll<HTMLElement>('[data-office][hidden]')).map(
      (el) => el.dataset.office,
    ),
  )
  return offices.filter((o) => !hidden.has(o.id))
}

/**
 * Frames the visible offices: one country (or one office) at the spec's zoom 5, centred on its
 * offices; several countries at the zoom that fits all of them, with room for a marker's popup.
 */
function fitOffices(map: L.Map, shown: Office[], all: Office[]) {
  const points = (shown.length > 0 ? shown : all).map((o) => L.latLng(o.latitude, o.longitude))
  if (points.length === 0) return
  const bounds = L.latLngBounds(points)
  const countries = new Set((shown.length > 0 ? shown : all).map((o) => o.country))
  if (countries.size === 1) {
    map.setView(bounds.getCenter(), MAP_ZOOM, { animate: false })
    // A country wider than the view at zoom 5 still shows every office.
    if (!map.getBounds().contains(bounds))
      map.fitBounds(bounds, { padding: [48, 48], animate: false })
  } else {
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAP_ZOOM, animate: false })
  }
}

/** A marker's radius and stroke (px): markers closer than two of them overlap. */
const MARKER_RADIUS = 10
const MARKER_STROKE = 3
/** Centres at least this far apart (px): two markers and a small gap between them. */
const MARKER_SPACING = 2 * (MARKER_RADIUS + MARKER_STROKE) + 4

/**
 * Where to draw each office's marker at the map's zoom: at the office, unless another marker would
 * overlap it (Belgrade and Novi Sad at zoom 5), then both are pushed apart along the line between
 * them until they are `MARKER_SPACING` apart. Zooming in brings them back to their places.
 */
export function spreadMarkers(map: L.Map, shown: Office[]): L.LatLng[] {
  const zoom = map.getZoom()
  const points = shown.map((o) => map.project([o.latitude, o.longitude], zoom))
  for (let pass = 0; pass < 20; pass++) {
    let moved = false
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]
        const b = points[j]
        if (!a || !b) continue
        const distance = a.distanceTo(b)
        if (distance >= MARKER_SPACING) continue
        const direction = distance > 0 ? b.subtract(a).divideBy(distance) : L.point(1, 0)
        const push = direction.multiplyBy((MARKER_SPACING - distance) / 2 + 0.5)
        points[i] = a.subtract(push)
        points[j] = b.add(push)
        moved = true
      }
    }
    if (!moved) break
  }
  return points.map((point) => map.unproject(point, zoom))
}

/**
 * Mounts Leaflet in `el`: a vector basemap of countries from world-atlas (works offline), or the
 * configured tiles; one marker per visible office with its popup, framed by `fitOffices`. Returns a
 * cleanup.
 */
export async function mountOfficesMap(
  el: HTMLElement,
  { listId, offices, tileUrl }: OfficesMapProps,
): Promise<() => void> {
  await ensureStyles()
  // The server's open map (pins and links, for a page without JavaScript) gives way to the map.
  el.querySelector('.offices-map-static')?.remove()
  const map = L.map(el, { zoomControl: true, attributionControl: !!tileUrl })
  if (tileUrl) {
    L.tileLayer(tileUrl, { maxZoom: 18, attribution: '&copy; OpenStreetMap contributors' }).addTo(
      map,
    )
  } else {
    const topology = countries as unknown as Topology<{ countries: GeometryCollection }>
    L.geoJSON(feature(topology, topology.objects.countries), {
      style: { color: '#8aa0c0', weight: 1, fillColor: '#e7eef8', fillOpacity: 1 },
      interactive: false,
    }).addTo(map)
  }
  // The current zoom, readable by tests and tools without reaching into Leaflet.
  map.on('zoomend', () => (el.dataset.zoom = String(map.getZoom())))
  const layer = L.layerGroup().addTo(map)
  let placed: { office: Office; marker: L.CircleMarker }[] = []
  // Markers that would overlap at the new zoom are spread apart again.
  const place = () => {
    const at = spreadMarkers(
      map,
      placed.map((p) => p.office),
    )
    placed.forEach((p, i) => at[i] && p.marker.setLatLng(at[i]))
  }
  map.on('zoomend', place)
  const draw = () => {
    layer.clearLayers()
    placed = []
    const shown = visibleOffices(listId, offices)
    for (const o of shown) {
      const marker = L.circleMarker([o.latitude, o.longitude], {
        radius: MARKER_RADIUS,
        color: '#0b3fd1',
        weight: MARKER_STROKE,
        fillColor: '#1f5eff',
        fillOpacity: 0.9,
      })
        // Leaflet pans the map so an opened popup is wholly inside it, clear of the edges.
        .bindPopup(popupHtml(o), {
          autoPanPadding: L.point(24, 24),
          maxWidth: 260,
          minWidth: 200,
        })
        .bindTooltip(o.city)
        .addTo(layer)
      placed.push({ office: o, marker })
    }
    fitOffices(map, shown, offices)
    place()
    el.dataset.zoom = String(map.getZoom())
  }
  draw()
  const list = document.getElementById(listId)
  const observer = new MutationObserver(draw)
  if (list) observer.observe(list, { attributes: true, subtree: true, attributeFilter: ['hidden'] })
  return () => {
    observer.disconnect()
    map.remove()
  }
}
