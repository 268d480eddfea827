# syntax=docker/dockerfile:1
# OET Prep: one image for the single-machine default (`server/start.ts`: API host + web server in
# one process, PGlite under /data) and for docker-compose's separate web and api services.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: all dependencies, Vite builds the client into dist/ ---------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build \
 && mkdir -p server shared client content scripts

# --- production dependencies only (tsx is one: the servers run TypeScript through it) -----------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev \
 && npm cache clean --force

# --- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
# One malloc arena per libvips thread would push photo uploads past 400 MB; two keep it near 270.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

COPY package.json package-lock.json tsconfig.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/client ./client
COPY --from=build /app/content ./content
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/dist ./dist

# The app's files stay root's (read-only to the app); only /data is the node user's.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node

EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "--import", "tsx", "server/start.ts"]
