# syntax=docker/dockerfile:1
# Multi-stage: build with the whole toolchain, run with production dependencies only, as a non-root user.
# Node 24 (the current LTS) in both stages; CI checks the build and the API suite on it (.ci/run).
FROM node:24-bookworm-slim AS build
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
WORKDIR /app
RUN corepack enable
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml turbo.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm turbo run build --filter=@angelbridge/api --filter=@angelbridge/web \
 && pnpm --filter @angelbridge/api deploy --prod --legacy /out/api \
 && cp -r apps/api/dist /out/api/dist \
 && mkdir -p /out/web && cp -r apps/web/dist /out/web/dist && cp -r apps/web/dist-ssr /out/web/dist-ssr

FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=build /out/api ./api
COPY --from=build /out/web ./web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
