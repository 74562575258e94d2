/** Binary media bundled by wrangler's `Data` rule (see embedded-cms/wrangler.toml). */
declare module '*.mp4' {
  const data: ArrayBuffer
  export default data
}
declare module '*.svg' {
  const data: ArrayBuffer
  export default data
}
declare module '*.png' {
  const data: ArrayBuffer
  export default data
}
declare module '*.jpg' {
  const data: ArrayBuffer
  export default data
}
