# syntax=docker/dockerfile:1
# Multi-stage image of the site: `builder` also runs migrations (docker-compose service `migrate`),
# `runner` is the small standalone Next server. The same commands run in CI and `npm start`.

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
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The site's server (server/main.ts, bundled by `npm run build`), not Next's server.js.
CMD ["node", "site-server.js"]
