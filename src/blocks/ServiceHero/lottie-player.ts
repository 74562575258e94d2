/** The lottie player (light build), in a chunk of its own that the service hero loads when idle. */
export { LottieLight } from 'lottie-react'
