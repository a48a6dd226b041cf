/**
 * `npm run lockfile:fix` — run after changing dependencies.
 *
 * The registry our machines use serves no metadata for some other platforms' optional packages
 * (e.g. @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and
 * `npm ci` then refuses the lockfile as out of sync. This adds the missing entries with their
 * platform constraints, as a full registry would have written them; npm skips them on Linux.
 */
import fs from 'node:fs'

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages
const systems = ['darwin', 'win32', 'freebsd', 'android', 'openbsd', 'openharmony', 'linux']
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x']

function platformOf(name) {
  const os = systems.find((system) => name.includes(`-${system}`))
  const cpu = cpus.find((candidate) => new RegExp(`-${candidate}(-|$)`).test(name))
  const libc = /-musl/.test(name)
    ? ['musl']
    : os === 'linux' && /-gnu/.test(name)
      ? ['glibc']
      : undefined
  return { os: os && [os], cpu: cpu && [cpu], libc }
}

let added = 0
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`
    if (packages[`node_modules/${name}`] || packages[nested]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os) continue
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      optional: true,
      cpu,
      os,
      libc,
    }
    added += 1
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} optional platform entries added`)
