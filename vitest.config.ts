import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // One module graph for the whole project: the CMS config and Payload load once, not per
          // file (that was most of the project's time). Files that mock modules or change the
          // environment the app reads at import are named *.isolated.test.ts and run apart.
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          exclude: ['tests/int/**/*.isolated.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int:isolated',
          include: ['tests/int/**/*.isolated.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'topology',
          include: ['tests/topology/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // docker compose of the whole stack (npm run test:compose; not in npm test).
          name: 'compose',
          include: ['tests/compose/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/compose/globalSetup.ts'],
          testTimeout: 300_000,
          hookTimeout: 5_400_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
