import L from 'leaflet'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-110m.json'
import type { OfficesMapProps } from './OfficesMap'
import { MAP_ZOOM } from './map-zoom'
import type { Office } from './schema'

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
  return `<div class="office-popup">${image}<strong>${escapeHtml(o.city)}</strong><br>${escapeHtml(o.address)}<br><a href="tel:${escapeHtml(o.hotline.replaceAll(' ', ''))}">${escapeHtml(o.hotline)}</a><br><a href="mailto:${escapeHtml(o.email)}">${escapeHtml(o.email)}</a></div>`
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
 * Mounts Leaflet in `el`: a vector basemap of countries from world-atlas (works offline), or the
 * configured tiles; one marker per visible office with its popup; zoom 5. Returns a cleanup.
 */
export async function mountOfficesMap(
  el: HTMLElement,
  { listId, offices, tileUrl }: OfficesMapProps,
): Promise<() => void> {
  await ensureStyles()
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
  const draw = () => {
    layer.clearLayers()
    const shown = visibleOffices(listId, offices)
    for (const o of shown) {
      L.circleMarker([o.latitude, o.longitude], {
        radius: 10,
        color: '#0b3fd1',
        weight: 3,
        fillColor: '#1f5eff',
        fillOpacity: 0.9,
      })
        .bindPopup(popupHtml(o))
        .bindTooltip(o.city)
        .addTo(layer)
    }
    const first = shown[0]
    if (first) {
      const lat = shown.reduce((s, o) => s + o.latitude, 0) / shown.length
      const lng = shown.reduce((s, o) => s + o.longitude, 0) / shown.length
      map.setView(shown.length === 1 ? [first.latitude, first.longitude] : [lat, lng], MAP_ZOOM)
      el.dataset.zoom = String(map.getZoom())
    }
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
