import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's local site answers (`http://127.0.0.1:<E2E_PORT>`). */
    baseUrl: string
    /** What the local site printed while it started. */
    startOutput: string
  }
}

export const baseUrl = () => inject('baseUrl')
