import { serve } from './lib/serve'

process.exit(await serve({ dev: true }))
