# syntax=docker/dockerfile:1
# nginx in front of the store's Node servers (deploy/nginx.conf.template), serving the browser's
# files of the same build the store's image runs (deploy/README.md, "Docker"):
#   docker build -f deploy/Dockerfile -t gold-store .
#   docker build -f deploy/nginx.Dockerfile -t gold-store-nginx .                       # builds the store again (the same steps: Docker's cache)
#   docker build -f deploy/nginx.Dockerfile --build-arg STORE_BUILD=gold-store -t gold-store-nginx .   # copies the files out of that image
#   docker build -f deploy/nginx.Dockerfile --build-arg STORE_BUILD=gold-store:v42 --build-arg PREVIOUS_IMAGE=gold-store-nginx:v41 -t gold-store-nginx:v42 .
#     (and the previous release's own /assets/ kept beside this one's: open tabs survive the deploy)
#   docker run -p 8080:80 -e API_UPSTREAM=https://api.example.com -e APP_SERVERS="10.0.0.11:3000 10.0.0.12:3000" gold-store-nginx
# Its template is filled the official image's way: /docker-entrypoint.d/20-envsubst-on-templates.sh
# runs envsubst on /etc/nginx/templates/*.template when the container starts, here into
# /etc/nginx/nginx.conf. That script fills only variables that are defined in the environment (an
# undefined one would stay written ${NAME}), so every variable has a default below, and
# NGINX_ENVSUBST_FILTER names exactly the template's (scripts/nginx.mjs TEMPLATE_VARIABLES), so the
# environment's others (PATH, HOSTNAME, ...) are never substituted and nginx's own $vars stay.
# The official image has no brotli module: the build's .br files are not used, and the assets go
# out gzipped (their .gz files, gzip_static). An image with the module sets LOAD_MODULES and
# BROTLI_STATIC (e.g. Debian's nginx with libnginx-mod-http-brotli-static, as npm run serve does).

# The store's build, or the store's image itself (STORE_BUILD=gold-store:<tag>): both hold it in
# /app/dist. Copying from the image the store servers run makes sure nginx serves the very files
# whose names their pages point at.
ARG STORE_BUILD=build
ARG NGINX_IMAGE=nginx:1.30-alpine-slim
# The nginx image of the release before this one (registry/gold-store-nginx:<its tag>): its own
# hashed /assets/ are kept in this one, so a tab opened before the deploy, or a page rendered by a
# server not yet replaced, still finds its files (deploy/README.md, "A deploy and the open tabs").
# By default none (`no-previous`, an empty stage): the first release, or a build for a test.
ARG PREVIOUS_IMAGE=no-previous

# The same steps as deploy/Dockerfile's build stage (one cache for both images).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${STORE_BUILD} AS store

FROM ${NGINX_IMAGE} AS no-previous

# The previous release's own assets (those its build-assets.txt names: not the ones it kept from the
# release before it, so an image holds two releases' files, never all of them).
FROM ${PREVIOUS_IMAGE} AS previous
COPY deploy/assets.sh /tmp/store-assets.sh
RUN sh /tmp/store-assets.sh own /usr/share/nginx/html/assets /usr/share/nginx/build-assets.txt /tmp/previous-assets

FROM ${NGINX_IMAGE}
COPY --from=store /app/dist/client /usr/share/nginx/html
# This build's own files, for the next release's `previous` stage; then the previous release's
# beside them (a hashed name is its content's: none is ever another file of the same name).
RUN ls -A /usr/share/nginx/html/assets > /usr/share/nginx/build-assets.txt
COPY --from=previous /tmp/previous-assets/ /usr/share/nginx/html/assets/
# docker compose's `assets` service adds them to the volume nginx serves /assets/ from (compose.yaml).
COPY --chmod=755 deploy/assets.sh /usr/local/bin/store-assets
COPY deploy/nginx.conf.template /etc/nginx/templates/nginx.conf.template
# Sourced before 20-envsubst-on-templates.sh: APP_SERVERS and SET_REAL_IP_FROM (words) become the
# template's APP_UPSTREAM and REAL_IP_FROM lines, PAGE_CACHE `off` or `pages`; a missing
# API_UPSTREAM stops the container.
COPY --chmod=755 deploy/nginx-lists.envsh /docker-entrypoint.d/18-store-lists.envsh
# Set at run time: API_UPSTREAM (required: the API's origin), APP_SERVERS (the store's servers,
# host:port separated by spaces), SET_REAL_IP_FROM (the load balancers to trust), SIGN_IN_RATE,
# PAGE_CACHE (off, or on), ACCESS_LOG. The others belong to the image. TLS_LISTEN stays empty: TLS
# ends at the load balancer in front (deploy/README.md, "Behind a load balancer"); an nginx that
# must end it itself is given `listen 443 ssl; http2 on; ssl_certificate ...; ssl_certificate_key ...;`
# and the certificate's files (a Secret mounted read-only).
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx \
    NGINX_ENVSUBST_FILTER="^(LISTEN_PORT|STATIC_ROOT|APP_UPSTREAM|API_UPSTREAM|SIGN_IN_RATE|NGINX_TEMP|PAGE_CACHE|USER_DIRECTIVE|LOAD_MODULES|BROTLI_STATIC|REAL_IP_FROM|ACCESS_LOG|TLS_LISTEN)\$" \
    LISTEN_PORT=80 \
    STATIC_ROOT=/usr/share/nginx/html \
    APP_SERVERS="store:3000" \
    APP_UPSTREAM="" \
    SIGN_IN_RATE=10r/m \
    NGINX_TEMP=/var/cache/nginx \
    PAGE_CACHE=pages \
    USER_DIRECTIVE="user nginx;" \
    LOAD_MODULES="" \
    BROTLI_STATIC="" \
    SET_REAL_IP_FROM="" \
    REAL_IP_FROM="" \
    ACCESS_LOG=/dev/stdout \
    TLS_LISTEN=""
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=2s CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/nginx-healthz" || exit 1
# The template says `daemon off;` itself: the image's own CMD (nginx -g "daemon off;") would say it twice.
# It stops on SIGQUIT (the image's STOPSIGNAL): the requests in flight are finished.
CMD ["nginx"]
