#!/bin/sh
# Before `npm start` and the operator's commands, which run the build in dist/server: refuses when
# there is none, or when a source it was built from is newer (a `git pull` or an edit since the
# last `npm run build` would otherwise run old code against new migrations). An installation
# without sources (the Docker image) has nothing to compare.
built=dist/server/start.js
if [ ! -f "$built" ] || [ ! -f dist/client/.vite/manifest.json ]; then
  echo 'The product is not built: run npm run build (npm run setup does it).' >&2
  exit 1
fi
sources='server shared client scripts/lib scripts/user-create.ts scripts/content-import.ts scripts/backup.ts scripts/restore.ts'
# shellcheck disable=SC2086 # the list is split on purpose
newer="$(find $sources \( -name '*.ts' -o -name '*.tsx' \) ! -name '*.test.ts' ! -name '*.test.tsx' \
  -newer "$built" 2>/dev/null | head -n 1)"
if [ -n "$newer" ]; then
  echo "The build is older than the sources ($newer changed since): run npm run build." >&2
  exit 1
fi
