import { describe, inject } from 'vitest'
import { startFirefox } from './firefox'
import { smokeSuite } from './smoke'

describe('Firefox ESR (WebDriver BiDi)', () => {
  smokeSuite(() => startFirefox(inject('firefoxPath'), inject('baseUrl')))
})
