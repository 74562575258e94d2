/**
 * React's server renderer encodes every piece of markup on its own (`TextEncoder.encode` per tag,
 * attribute and text: thousands of calls for one page). In workerd each call crosses from
 * JavaScript into the runtime, which cost about 2 ms of CPU per home page, a third of its render
 * (`npm run profile`). Short ASCII strings are encoded here in JavaScript instead, byte for byte what
 * the runtime returns; anything longer or not ASCII still goes to the runtime's encoder.
 */
const SHORT = 256

export function installShortTextEncoder(proto: TextEncoder = TextEncoder.prototype): void {
  const runtimeEncode = proto.encode
  if ((runtimeEncode as { shortPath?: true }).shortPath) return
  const encode = function (this: TextEncoder, input = ''): Uint8Array {
    const length = input.length
    if (length <= SHORT) {
      const bytes = new Uint8Array(length)
      for (let i = 0; i < length; i++) {
        const code = input.charCodeAt(i)
        if (code > 0x7f) return runtimeEncode.call(this, input)
        bytes[i] = code
      }
      return bytes
    }
    return runtimeEncode.call(this, input)
  }
  Object.defineProperty(encode, 'shortPath', { value: true })
  proto.encode = encode
}
