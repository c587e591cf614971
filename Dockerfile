# syntax=docker/dockerfile:1
# Earnwave's images, from the repository root: one build, two targets.
#   docker build --target api -t earnwave-api .
#   docker build --target worker -t earnwave-worker .
# The worker expects the schema in place: the API image migrates on start.

# Only the package.json files of the root and every workspace, with their folders, so that the
# install layers below are rebuilt when a manifest changes, not on every source change.
FROM node:24-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# `npm install`, not `npm ci`: the lockfile was made on linux-x64 and lacks other platforms'
# optional binaries, which `npm ci` refuses to add.
RUN npm install --include=dev --no-audit --no-fund
COPY . .
# Then keep only what runs, per service: the manifest and dist of every package tsc compiled (the
# service and its libs); for the API also its assets and OpenAPI document, and the built member
# client and admin console (served at / and /admin).
RUN npx tsc -b services/api services/worker \
 && npm run build --workspace web --workspace admin --if-present \
 && mkdir /out-api /out-worker \
 && for service in api worker; do \
      for dir in services/$service libs/*; do \
        if [ -d "$dir/dist" ]; then cp --parents -r "$dir/package.json" "$dir/dist" /out-$service/; fi; \
      done; \
    done \
 && cp --parents -r services/api/assets services/api/openapi.json /out-api/ \
 && for app in web admin; do if [ -d "$app/dist" ]; then cp --parents -r "$app/dist" /out-api/; fi; done

# The runtime both images start from: the services' production dependencies, one layer for both
# (the worker's are nearly all the API's too).
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --workspace services/api --workspace services/worker --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p uploads && chown node:node uploads

FROM runtime AS worker
COPY --from=build /out-worker/ ./
USER node
CMD ["node", "services/worker/dist/main.js"]

FROM runtime AS api
COPY --from=build /out-api/ ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations and the seed are idempotent, so every start (and every replica) may run them first.
CMD ["sh", "-c", "node services/api/dist/cli.js migrate && node services/api/dist/cli.js seed && exec node services/api/dist/main.js"]
