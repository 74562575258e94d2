import { createApp } from './app'
import { installShortTextEncoder } from './short-text-encoder'

// React's renderer calls TextEncoder.encode for every piece of markup: see short-text-encoder.ts.
installShortTextEncoder()

export default createApp()
