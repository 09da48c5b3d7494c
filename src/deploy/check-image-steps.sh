#!/usr/bin/env bash
# The container image's steps, without Docker (which may not run where this is checked): in a clean
# temporary directory, the production install (npm ci --omit=dev), the image's files (the built SPA
# and renderer, src/server, src/shared), a start as the image starts (node --import tsx
# src/server/main.ts, NODE_ENV=production, DATA_DIR an empty directory, as a non-root user when run
# as root), readiness (/readyz 200), the HEALTHCHECK's own command, the SPA served, and SIGTERM
# ending the process with 0.
#
#   npm run build && bash src/deploy/check-image-steps.sh          (uses the repository's dist/ and dist-server/)
#   BUILD=1 bash src/deploy/check-image-steps.sh                   (also the build stage: npm ci and npm run build)
#   KEEP=1 ...                                                     (keeps the directory, printed at the end)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/pustaka-image-XXXXXX")"
chmod 755 "$work"
port="${PORT:-3990}"
server_pid=""
started_at=$(date +%s)

say() { printf '[image check] %s\n' "$*"; }
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null || true; fi
  if [ -z "${KEEP:-}" ]; then rm -rf "$work"; else say "kept $work"; fi
}
trap cleanup EXIT

# The build context, as the Dockerfile's COPY . . sees it (Dockerfile.dockerignore's exclusions).
copy_context() {
  mkdir -p "$1"
  (cd "$repo" && tar --exclude=./node_modules --exclude='./src/*/node_modules' --exclude=./dist --exclude=./dist-server \
    --exclude=./data --exclude='./data-*' --exclude=./s3-data --exclude=./coverage --exclude=./.cache --exclude=./.git \
    --exclude='*.log' --exclude=./.test-results -cf - .) | (cd "$1" && tar -xf -)
}

# ---- build stage ----
if [ -n "${BUILD:-}" ]; then
  say "build stage: npm ci and npm run build in $work/build"
  copy_context "$work/build"
  (cd "$work/build" && npm ci --no-audit --no-fund >/dev/null && npm run build >/dev/null)
  built="$work/build"
else
  built="$repo"
  for file in dist/index.html dist-server/render-page.js; do
    [ -f "$built/$file" ] || { say "missing $file: run npm run build first (or BUILD=1)"; exit 1; }
  done
fi

# ---- dependencies stage: production dependencies only ----
say "dependencies stage: npm ci --omit=dev"
mkdir -p "$work/dependencies"
cp "$repo/package.json" "$repo/package-lock.json" "$work/dependencies/"
deps_started=$(date +%s)
(cd "$work/dependencies" && npm ci --omit=dev --no-audit --no-fund >/dev/null)
say "  $(du -sh "$work/dependencies/node_modules" | cut -f1) of node_modules in $(($(date +%s) - deps_started)) s"
for dev_only in webpack jest typescript eslint playwright-core lighthouse @swc/core razorpay; do
  if [ -e "$work/dependencies/node_modules/$dev_only" ]; then say "a development dependency was installed: $dev_only"; exit 1; fi
done

# ---- the image ----
app="$work/app"
mkdir -p "$app/src"
mv "$work/dependencies/node_modules" "$app/node_modules"
cp "$repo/package.json" "$repo/package-lock.json" "$repo/tsconfig.json" "$app/"
cp -r "$repo/src/shared" "$repo/src/server" "$app/src/"
cp -r "$built/dist" "$built/dist-server" "$app/"
mkdir -p "$work/data"
say "image: $(du -sh "$app" | cut -f1) in $app"

# The image's user is node (uid 1000), never root: as root, run as nobody, owning only the data.
run_as=()
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  chown -R nobody "$work/data"
  run_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  say "starting as nobody (the image runs as node)"
fi

log="$work/server.log"
(
  cd "$app"
  exec env -i PATH="$PATH" HOME="$work/data" NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" \
    PAYMENT_PROVIDER=sandbox SHUTDOWN_GRACE_SECONDS=25 LOG_LEVEL=warn \
    "${run_as[@]}" node --import tsx src/server/main.ts
) >"$log" 2>&1 &
server_pid=$!

say "waiting for /readyz"
ready=""
for _ in $(seq 1 240); do
  if ! kill -0 "$server_pid" 2>/dev/null; then say "the store exited:"; cat "$log"; exit 1; fi
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz" || true)" = 200 ]; then ready=1; break; fi
  sleep 0.5
done
[ -n "$ready" ] || { say "not ready within 120 s:"; cat "$log"; exit 1; }
say "ready after $(($(date +%s) - started_at)) s: $(curl -s "http://127.0.0.1:$port/readyz")"

# The HEALTHCHECK's own command.
(cd "$app" && PORT="$port" node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))") \
  || { say "HEALTHCHECK failed"; exit 1; }
say "HEALTHCHECK command: healthy"
home="$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "http://127.0.0.1:$port/")"
case "$home" in 200\ text/html*) say "home page: $home" ;; *) say "home page answered $home"; exit 1 ;; esac
writable="$(find "$work/data" -name store.db | head -1)"
[ -n "$writable" ] || { say "no store.db under DATA_DIR"; exit 1; }

kill -TERM "$server_pid"
set +e
wait "$server_pid"
code=$?
set -e
server_pid=""
[ "$code" = 0 ] || { say "SIGTERM: exit $code"; cat "$log"; exit 1; }
say "SIGTERM: exit 0. All steps passed in $(($(date +%s) - started_at)) s."
