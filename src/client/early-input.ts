import { earlyInput } from './capture'

// Inlined at the page's first island (worker/render/early-input.ts): catches input from the moment
// the page shows, while the runtime is still on its way.
earlyInput()
