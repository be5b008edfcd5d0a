# syntax=docker/dockerfile:1.7
#
# One image recipe for every Onboard app. Build one image per app:
#
#   docker build --build-arg APP=gateway -t onboard/gateway:local .
#   docker build --build-arg APP=identity -t onboard/identity:local .
#
# The build stage does not depend on APP, so BuildKit builds the monorepo once and every app image
# shares its layers; only the runtime stage's ENV APP differs.
#
# Run modes are arguments (passed through by the entrypoint):
#   docker run onboard/identity:local            -> serve (default)
#   docker run onboard/identity:local migrate    -> apply migrations, exit 0
#   docker run onboard/documents:local worker    -> only the JetStream workers

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV NX_DAEMON=false \
    CI=true \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false

# The whole repository (minus .dockerignore): the workspaces need every apps/*/package.json and
# libs/*/package.json before installing, and the repo is small next to node_modules.
COPY . .

# `npm install`, NOT `npm ci`: this registry lacks other platforms' optional binaries, so the lockfile
# omits them and `npm ci` stops with "Missing ... from lock file" (docs: /work/shared/TOOLCHAIN.md).
# `npm install` still installs the locked versions.
RUN --mount=type=cache,target=/root/.npm \
    npm install

# The web build also writes the .br and .gz copies the gateway sends (apps/web/build/precompress.ts).
# TypeScript 7's compiler by its path: `typescript` (6) also installs a `tsc` command (decision 227).
# Each app then bundled into apps/<app>/dist/main.bundle.mjs, the file the entrypoint runs (decision 237).
RUN node node_modules/typescript-native/bin/tsc -b tsconfig.json \
 && node scripts/bundle-apps.mjs \
 && npx vite build --config apps/web/vite.config.ts

# Drop dev dependencies (compilers, test tools, the `node` devDependency's own Node binary): the
# runtime needs only `dependencies` and the workspace links to apps/* and libs/*.
RUN npm prune --omit=dev \
 && find apps libs -name '*.tsbuildinfo' -delete

# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# Which app this image runs: a folder under apps/ (gateway, identity, clients, documents, email, qps,
# explorer, stand-ins). Not `web`: the gateway serves the built web app.
ARG APP
ENV APP=${APP} \
    NODE_ENV=production \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app

COPY --from=build /repo/package.json ./package.json
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/libs ./libs
COPY --from=build /repo/apps ./apps
COPY --from=build --chmod=0755 /repo/infra/deploy/docker-entrypoint.sh /usr/local/bin/onboard-entrypoint
COPY --from=build --chmod=0644 /repo/infra/deploy/healthcheck.mjs /usr/local/lib/onboard/healthcheck.mjs

# Fail the image build, not the first start, when APP is missing or names no compiled app.
RUN if [ -z "${APP}" ]; then echo 'build with --build-arg APP=<folder under apps/>' >&2; exit 1; fi; \
    if [ ! -f "apps/${APP}/dist/main.bundle.mjs" ]; then echo "apps/${APP}/dist/main.bundle.mjs was not built" >&2; exit 1; fi

# The documents service's files with STORAGE_DRIVER=disk (compose mounts a volume here; a new named volume
# takes this folder's owner, so the app's user can write it).
RUN mkdir -p /data/files && chown 1000:1000 /data/files

# The `node` user of the base image, by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000

# gateway 3000, stand-ins 4100 (HTTP) and 2525 (SMTP), services' health server 8081 (HEALTH_PORT).
EXPOSE 3000 4100 2525 8081

# Liveness by app: gateway GET /api/health, stand-ins GET /health, services GET /health/live on
# HEALTH_PORT; a `migrate` container reports healthy. Kubernetes ignores this and uses its probes.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "/usr/local/lib/onboard/healthcheck.mjs"]

# Exec form: the entrypoint `exec`s node, so node is PID 1 and receives SIGTERM to drain NATS.
# No default arguments: `node apps/${APP}/dist/main.bundle.mjs` alone means serve.
ENTRYPOINT ["onboard-entrypoint"]
CMD []
