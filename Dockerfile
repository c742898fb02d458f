# syntax=docker/dockerfile:1
# The store's own server (server/index.js: Next.js behind a server that takes each client's address
# from the connection) over the production build. Not Next.js's standalone output: its server.js
# would replace ours. Migrations are applied when the container starts, before the server: a
# container never serves an older schema than its code expects.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# Next.js inlines NEXT_PUBLIC_* into the pages at build time: they are build arguments, not runtime
# settings (docker-compose.yml passes them from the environment). Empty ones hide what they feed.
ARG NEXT_PUBLIC_EMAILJS_PUBLIC_KEY= \
    NEXT_PUBLIC_EMAILJS_SERVICE_ID= \
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID= \
    NEXT_PUBLIC_EMAILJS_FEEDBACK_TEMPLATE_ID= \
    NEXT_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID= \
    NEXT_PUBLIC_STORE_EMAIL= \
    NEXT_PUBLIC_STORE_PHONES= \
    NEXT_PUBLIC_STORE_ADDRESS= \
    NEXT_PUBLIC_INSTAGRAM_URL= \
    NEXT_PUBLIC_FACEBOOK_URL= \
    NEXT_PUBLIC_YOUTUBE_URL= \
    NEXT_PUBLIC_INSTAGRAM_REEL_URL=
ENV NEXT_TELEMETRY_DISABLED=1
RUN node_modules/.bin/prisma generate && node_modules/.bin/next build && rm -rf .next/cache

# Production dependencies only: Next.js, the Prisma CLI and pg adapter that apply migrations on start.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=runtime-deps /app/node_modules ./node_modules
# Owned by the server's user: Next.js writes its data cache under .next/cache.
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build /app/public ./public
# The server and the modules it shares with the application; Next.js reads its configuration again.
COPY server ./server
COPY lib/http/client-address.js lib/http/request-target.js ./lib/http/
# Next.js's cache in Redis/Valkey when REDIS_URL is set (next.config.ts names it).
COPY lib/cache/shared-cache-handler.mjs ./lib/cache/shared-cache-handler.mjs
COPY package.json next.config.ts prisma.config.ts ./
COPY prisma/schema.prisma ./prisma/schema.prisma
COPY prisma/models ./prisma/models
COPY prisma/migrations ./prisma/migrations
# Product images uploaded by admins (UPLOAD_DIR); owned by the server's user so a fresh named
# volume mounted here inherits a writable directory.
RUN mkdir -p /app/uploads && chown node:node /app/uploads
USER node
EXPOSE 3000
CMD ["sh", "-c", "node_modules/.bin/prisma migrate deploy && exec node server/index.js start"]
