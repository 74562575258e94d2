import { describe, inject } from 'vitest'
import { smokeSuite } from './smoke'
import { startWebKit } from './webkit'

describe('WebKitGTK (WebDriver)', () => {
  smokeSuite(() => startWebKit(inject('miniBrowserPath'), inject('baseUrl')))
})
