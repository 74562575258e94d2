// The defaults of a production Next.js build; only the banner header is off. The app is its own
// root (it is built inside the project's .tmp/, below the project's lockfile).
const config = {
  poweredByHeader: false,
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
}
export default config
