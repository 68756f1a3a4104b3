#!/usr/bin/env bash
# Installs a built dist/ as a new release and switches the site to it (docs/deployment.md, Releases).
#
#   deploy/release.sh [options] DIST           install DIST as a new release and switch to it
#   deploy/release.sh [options] --rollback ID  switch back to the kept release ID
#   deploy/release.sh [options] --assets-only DIST
#                                              only add DIST's hashed files (first step on several servers)
#
#   --root DIR        where releases live (default /srv/storefront); nginx's root is DIR/current
#   --keep K          how many releases stay for --rollback (default 5); older ones are deleted
#   --keep-days D     how long a hashed file stays after it was last in the live release (default 7)
#   --id ID           the release's name (default: the time in UTC, e.g. 20260102T030405Z)
#   --check-url URL   after the switch, fetch URL/ and its entry script (through nginx); either failing
#                     switches back to the release before and exits with status 1
#   --check-via ADDR  the check connects to ADDR (e.g. 127.0.0.1: this server) whatever URL's host resolves
#                     to, with URL's name for TLS and Host
#   --check-insecure  the check accepts any certificate (curl -k: a local address, a self-signed one)
#
# Layout under DIR:
#   assets/                 every build's hashed files (no source maps): each release's assets/ links here
#   assets.shipped          "<file> <unix time>": when each file of assets/ was last in the live release
#   releases/<id>/          a copy of DIST but its assets/, which is a link to ../../assets
#   releases/<id>.assets    the files the build brought to assets/
#   releases/<id>.maps/     the build's source maps (*.map), outside nginx's root
#   releases/history        the switches, oldest first (a rollback names its release again)
#   current                 a link to releases/<id>, switched atomically (rename over the old link)
#
# Plain POSIX tools, plus GNU `mv -T` and `cp --preserve`, and curl for --check-url.
set -euo pipefail

usage() {
  sed -n '4,18s/^# \{0,1\}//p' "$0"
}
die() {
  echo "release.sh: $*" >&2
  exit 1
}

# What is installed is readable by nginx's unprivileged worker whatever the caller's umask.
umask 022

root=/srv/storefront
keep=5
keep_days=7
id=
rollback=
assets_only=0
check_url=
insecure=
via=
while [ $# -gt 0 ]; do
  case $1 in
  --root) [ $# -ge 2 ] || die "--root needs a directory"; root=$2; shift 2 ;;
  --root=*) root=${1#*=}; shift ;;
  --keep) [ $# -ge 2 ] || die "--keep needs a number"; keep=$2; shift 2 ;;
  --keep=*) keep=${1#*=}; shift ;;
  --keep-days) [ $# -ge 2 ] || die "--keep-days needs a number"; keep_days=$2; shift 2 ;;
  --keep-days=*) keep_days=${1#*=}; shift ;;
  --id) [ $# -ge 2 ] || die "--id needs a name"; id=$2; shift 2 ;;
  --id=*) id=${1#*=}; shift ;;
  --rollback) [ $# -ge 2 ] || die "--rollback needs a release id"; rollback=$2; shift 2 ;;
  --rollback=*) rollback=${1#*=}; shift ;;
  --assets-only) assets_only=1; shift ;;
  --check-url) [ $# -ge 2 ] || die "--check-url needs a URL"; check_url=$2; shift 2 ;;
  --check-url=*) check_url=${1#*=}; shift ;;
  --check-via) [ $# -ge 2 ] || die "--check-via needs an address"; via=$2; shift 2 ;;
  --check-via=*) via=${1#*=}; shift ;;
  --check-insecure) insecure=-k; shift ;;
  -h | --help) usage; exit 0 ;;
  --) shift; break ;;
  -*) usage >&2; die "unknown option $1" ;;
  *) break ;;
  esac
done
case $keep in '' | *[!0-9]* | 0) die "--keep takes a whole number of 1 or more" ;; esac
case $keep_days in '' | *[!0-9]*) die "--keep-days takes a whole number" ;; esac
if [ -n "$rollback" ]; then
  [ $# -eq 0 ] || die "--rollback takes no build"
  [ "$assets_only" = 0 ] || die "--rollback and --assets-only exclude each other"
else
  [ $# -eq 1 ] || { usage >&2; die "name one built dist/ directory"; }
  dist=$1
  [ -f "$dist/index.html" ] && [ -d "$dist/assets" ] || die "$dist is not a build: no index.html or assets/"
fi

releases=$root/releases
history=$releases/history
pool=$root/assets
shipped=$root/assets.shipped
mkdir -p "$releases" "$pool"
chmod 755 "$releases" "$pool"
touch "$history" "$shipped"

# One release at a time (mkdir is atomic).
lock=$releases/.lock
mkdir "$lock" 2>/dev/null || die "another release is running (or one died: remove $lock)"
incoming=
cleanup() {
  [ -z "$incoming" ] || rm -rf "$incoming" "$incoming.maps" "$incoming.assets"
  rm -f "$root/.current.$$"
  rmdir "$lock"
}
trap cleanup EXIT

now=$(date +%s)

# Files as nginx's worker reads them: directories 755, files 644 (whatever the build's or the umask's).
readable() {
  find "$1" -type d -exec chmod 755 {} + && find "$1" -type f -exec chmod 644 {} +
}

# Stamps the files named in the given lists as shipped now (assets.shipped keeps the latest time per file).
stamp() {
  { cat "$shipped"; cat "$@" | sed "/^\$/d; s/\$/ $now/"; } |
    awk '{ t[$1] = $2 } END { for (n in t) print n, t[n] }' | LC_ALL=C sort >"$shipped.tmp"
  mv "$shipped.tmp" "$shipped"
}

# Moves the hashed files of the build copy $1 into the pool (a file already there is the same file: its
# name is its content's hash) and lists them in $2. Source maps go to $3, never into the pool.
pool_assets() {
  local build=$1 list=$2 maps=$3 name
  (cd "$build" && find . -type f \( -name '*.map' -o -name '*.map.gz' -o -name '*.map.br' \) | sed 's|^\./||') | while IFS= read -r name; do
    mkdir -p "$(dirname "$maps/$name")"
    mv "$build/$name" "$maps/$name"
  done
  [ ! -d "$maps" ] || readable "$maps"
  (cd "$build/assets" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$list"
  while IFS= read -r name; do
    [ -n "$name" ] || continue
    if [ ! -e "$pool/$name" ]; then
      mkdir -p "$(dirname "$pool/$name")"
      mv "$build/assets/$name" "$pool/$name"
    fi
  done <"$list"
  stamp "$list"
}

# The files index.html names under /assets/ (its scripts, styles, preloads, icons).
named_assets() {
  grep -oE '(src|href)="/assets/[^"]+"' "$1/index.html" | sed -E 's/^[a-z]+="\/assets\///; s/"$//' | LC_ALL=C sort -u
}

# Before a switch: every file index.html names is there and readable by anyone.
verify() {
  local dir=$1 name missing=
  for name in $(named_assets "$dir"); do
    [ -f "$dir/assets/$name" ] && [ -n "$(find -L "$dir/assets/$name" -perm -0004)" ] || missing="$missing $name"
  done
  [ -z "$missing" ] || { echo "release.sh: $dir names files that are missing or unreadable:$missing" >&2; return 1; }
  [ -n "$(find "$dir/index.html" -perm -0004)" ] || { echo "release.sh: $dir/index.html is unreadable" >&2; return 1; }
}

# After a switch: the site answers / with this release's entry script, and the entry itself.
smoke() {
  local dir=$1 entry page base=${check_url%/}
  [ -n "$check_url" ] || return 0
  set -- $insecure --max-time 15
  [ -z "$via" ] || set -- "$@" --connect-to "::$via:"
  entry=$(grep -oE '<script type="module"[^>]*src="[^"]+"' "$dir/index.html" | head -n 1 | sed -E 's/.*src="([^"]+)"/\1/')
  [ -n "$entry" ] || { echo "release.sh: $dir/index.html names no entry script" >&2; return 1; }
  page=$(curl -fsS "$@" "$base/") || { echo "release.sh: check: $base/ failed" >&2; return 1; }
  case $page in *"$entry"*) ;; *) echo "release.sh: check: $base/ does not name $entry" >&2; return 1 ;; esac
  curl -fsS "$@" -o /dev/null "$base$entry" || { echo "release.sh: check: $base$entry failed" >&2; return 1; }
}

# `current` -> releases/$1 in one step (a new link renamed over the old one); no argument removes it.
point() {
  if [ -n "${1:-}" ]; then
    ln -s "releases/$1" "$root/.current.$$"
    mv -T "$root/.current.$$" "$root/current"
  else
    rm -f "$root/current"
  fi
}

live=
if [ -L "$root/current" ]; then live=$(basename "$(readlink "$root/current")"); fi

# A release made before the pool (its assets/ a directory of its own): its files join the pool, so the
# pages open on it keep working after the switch.
if [ -n "$live" ] && [ -d "$releases/$live/assets" ] && [ ! -L "$releases/$live/assets" ]; then
  (cd "$releases/$live/assets" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$releases/$live.assets"
  while IFS= read -r name; do
    [ -e "$pool/$name" ] && continue
    mkdir -p "$(dirname "$pool/$name")"
    cp --preserve=timestamps "$releases/$live/assets/$name" "$pool/$name"
  done <"$releases/$live.assets"
  readable "$pool"
  stamp "$releases/$live.assets"
fi

if [ "$assets_only" = 1 ]; then
  incoming=$releases/.incoming-assets-$$
  cp -R --preserve=timestamps "$dist" "$incoming"
  readable "$incoming"
  pool_assets "$incoming" "$incoming.assets" "$incoming.maps"
  echo "assets: $(wc -l <"$incoming.assets" | tr -d ' ') files in $pool; nothing switched"
  exit 0
fi

if [ -n "$rollback" ]; then
  id=$rollback
  case $id in '' | .* | *[!A-Za-z0-9._-]* | history) die "bad release id '$id'" ;; esac
  [ -f "$releases/$id/index.html" ] || die "no release $id to roll back to"
  [ "$id" != "$live" ] || die "release $id is live already"
  verify "$releases/$id" || die "release $id cannot be served: nothing switched"
else
  if [ -z "$id" ]; then
    stamp_id=$(date -u +%Y%m%dT%H%M%SZ)
    id=$stamp_id
    n=1
    while [ -e "$releases/$id" ] || grep -qxF "$id" "$history"; do
      id=$stamp_id-$n
      n=$((n + 1))
    done
  fi
  case $id in '' | .* | *[!A-Za-z0-9._-]* | history) die "bad release id '$id' (letters, digits, . _ -)" ;; esac
  [ ! -e "$releases/$id" ] || die "release $id exists"

  # 1. The new build, copied under a hidden name until it is complete, with the build's timestamps (the same
  #    build on two servers gives the same Last-Modified and ETag) and modes nginx can read.
  incoming=$releases/.incoming-$id
  rm -rf "$incoming" "$incoming.maps"
  cp -R --preserve=timestamps "$dist" "$incoming"
  readable "$incoming"
  # 2. Its hashed files join the pool, its source maps go beside it; its assets/ becomes the pool.
  pool_assets "$incoming" "$incoming.assets" "$incoming.maps"
  rm -rf "$incoming/assets"
  ln -s ../../assets "$incoming/assets"
  # 3. Before the switch: everything index.html names is there.
  verify "$incoming" || die "release $id is incomplete: nothing switched"
  mv "$incoming.assets" "$releases/$id.assets"
  [ ! -d "$incoming.maps" ] || mv "$incoming.maps" "$releases/$id.maps"
  mv "$incoming" "$releases/$id"
  incoming=
fi

# 4. The switch, then the check through nginx; a failed check switches back.
point "$id"
if ! smoke "$releases/$id"; then
  point "$live"
  if [ -z "$rollback" ]; then rm -rf "${releases:?}/$id" "$releases/$id.assets" "$releases/$id.maps"; fi
  if [ -n "$live" ]; then back="releases/$live"; else back="nothing"; fi
  die "release $id failed its check, switched back: current -> $back"
fi
echo "$id" >>"$history"

# 5. The files of the release now live and of the one it replaced were shipped until now.
lists=$releases/$id.assets
if [ -n "$live" ] && [ -f "$releases/$live.assets" ]; then lists="$lists $releases/$live.assets"; fi
# shellcheck disable=SC2086
[ ! -f "$releases/$id.assets" ] || stamp $lists

# 6. The last K releases stay (for --rollback); the others go, but not their hashed files: a file leaves the
#    pool when no kept release brought or names it and it has not been live for D days.
kept=$(awk '{ last[$1] = NR } END { for (r in last) print last[r], r }' "$history" | sort -rn | head -n "$keep" | awk '{ print $2 }')
removed=
for old in $(awk '!seen[$1]++' "$history"); do
  case " $(echo $kept) " in *" $old "*) continue ;; esac
  rm -rf "${releases:?}/$old" "$releases/$old.assets" "$releases/$old.maps"
  removed="$removed $old"
done
grep -xF "$(printf '%s\n' $kept)" "$history" >"$history.tmp" || true
mv "$history.tmp" "$history"
cutoff=$((now - keep_days * 86400))
protected=$(for r in $kept; do
  [ ! -f "$releases/$r.assets" ] || cat "$releases/$r.assets"
  [ ! -f "$releases/$r/index.html" ] || named_assets "$releases/$r"
done | LC_ALL=C sort -u)
expired=$(awk -v cutoff="$cutoff" '$2 <= cutoff { print $1 }' "$shipped" | LC_ALL=C sort -u)
pruned=0
for name in $(LC_ALL=C comm -23 <(printf '%s\n' $expired) <(printf '%s\n' $protected)); do
  rm -f "$pool/$name"
  pruned=$((pruned + 1))
done
if [ "$pruned" -gt 0 ]; then
  awk 'NR == FNR { gone[$1] = 1; next } !($1 in gone)' <(LC_ALL=C comm -23 <(printf '%s\n' $expired) <(printf '%s\n' $protected)) "$shipped" >"$shipped.tmp"
  mv "$shipped.tmp" "$shipped"
fi

if [ -n "$rollback" ]; then
  echo "rollback to $id: current -> releases/$id"
else
  echo "release $id: $(wc -l <"$releases/$id.assets" | tr -d ' ') files of its own in assets/; current -> releases/$id"
fi
[ -z "$removed" ] || echo "removed:$removed"
[ "$pruned" = 0 ] || echo "pruned $pruned files not live for $keep_days days"
