#!/usr/bin/env bash
# Builds the release of a git commit into a folder of its own, for the rolling deploy's rehearsal
# (docs/performance.md, "Rolling deploy under the crowd"): the "old" build the crowd starts on.
#   scripts/friday/build-release.sh <commit> <folder>
# The folder gets the commit's files (git archive, no .git), this checkout's node_modules as a
# link (same lock file assumed), and `npm run build`. Takes minutes: not part of CI.
set -euo pipefail
commit="$1"
folder="$2"
here="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$folder"
mkdir -p "$folder"
git -C "$here" archive "$commit" | tar -x -C "$folder"
ln -s "$(readlink -f "$here/node_modules")" "$folder/node_modules"
cd "$folder"
npm run build >/dev/null
echo "built $commit in $folder"
