import { spawn } from 'node:child_process'

/**
 * `npm test`: unit, integration, end-to-end and topology tests, in that order, stopping at the
 * first failing level. The integration tests run beside the production build the end-to-end
 * tests need: neither reads the other's output, and the integration tests (one process, one
 * database) leave most of the second core idle while the build compiles. The build's output is
 * held back and printed whole when it ends, so the test runner's lines stay readable.
 */
type Step = { name: string; command: string[]; quiet?: boolean }

function run({ name, command: [file, ...args], quiet }: Step): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file!, args, {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    })
    const held: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (quiet) process.stdout.write(Buffer.concat(held))
      if (code === 0) resolve()
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

const npm = (script: string, quiet = false): Step => ({
  name: `npm run ${script}`,
  command: ['npm', 'run', script],
  quiet,
})

try {
  await run(npm('test:unit'))
  // Both are awaited even when one fails, so neither is left running.
  const results = await Promise.allSettled([run(npm('test:int')), run(npm('build', true))])
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw (failed as PromiseRejectedResult).reason
  await run({ name: 'playwright test', command: ['npx', 'playwright', 'test'] })
  await run(npm('test:topology'))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
