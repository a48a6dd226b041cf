import { serve } from './lib/serve'

await serve({ dev: false })
