# A remote (mf-*) as its own static service: built alone, deployed alone. One file for the five;
# the remote is a build argument. Build from the repository root:
#   docker build -f shared/docker/remote.Dockerfile --build-arg REMOTE=mf-storefront .
FROM node:24-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN test -n "$REMOTE" && test -d "$REMOTE" \
  && npm install --no-audit --no-fund && node scripts/build.mjs "$REMOTE"

FROM nginx:1.27-alpine
ARG REMOTE
COPY shared/docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${REMOTE}/dist /usr/share/nginx/html
HEALTHCHECK --interval=15s --timeout=3s CMD wget -qO- http://127.0.0.1/mf-manifest.json > /dev/null || exit 1
