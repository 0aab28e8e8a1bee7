# The platform in one image: the API serving the built shell and remotes.
# (Issue 8 splits the front end into one static image per remote.)
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-storefront/package.json mf-storefront/
COPY mf-villa-admin/package.json mf-villa-admin/
COPY mf-booking-admin/package.json mf-booking-admin/
COPY mf-boat-admin/package.json mf-boat-admin/
COPY mf-content-admin/package.json mf-content-admin/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 WEB_ROOT=/app
COPY --from=build /app /app
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/src/server.ts"]
