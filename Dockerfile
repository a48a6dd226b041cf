# syntax=docker/dockerfile:1
# Multi-stage image of the site. `runner` is the one image every process of the site runs from
# (docker-compose.yml): the web server, the worker, migrations, the health check and the provider
# sandbox, each bundled by `npm run build` into the standalone folder and started by plain node as
# PID 1 under the unprivileged user `site`. `deps` and `builder` only build it.

# Node.js 24 LTS; the same version as .node-version, on which .ci/run runs the whole suite.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS builder
COPY . .
# `next build` needs neither the database nor the provider: pages render on first request.
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    NEXT_TELEMETRY_DISABLED=1
# Heap sized as `npm start` sizes it (scripts/lib/heapLimit.ts): junk floods stay bounded, saves do not thrash the GC.
ENV NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16"
RUN useradd --system --uid 1001 site \
 && mkdir -p /data/media \
 && chown -R site /data
COPY --from=builder --chown=site /app/.next/standalone ./
USER site
EXPOSE 3000
# server/health.ts: /api/health of this container's server, with what the image contains.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "health.js"]
# The site's server (server/main.ts, bundled by `npm run build`), not Next's server.js. The other
# roles: `node worker.js`, `node migrate.js [--seed-if-empty]`, `node sandbox.js`.
CMD ["node", "site-server.js"]
