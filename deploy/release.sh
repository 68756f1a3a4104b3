#!/usr/bin/env bash
# Installs a built dist/ as a new release and switches the site to it (docs/deployment.md, Releases).
#
#   deploy/release.sh [--root DIR] [--keep K] [--no-carry] [--id ID] DIST
#
#   --root DIR   where releases live (default /srv/storefront); nginx's root is DIR/current
#   --keep K     how many releases stay, the new one included (default 5); older ones are deleted
#   --no-carry   do not copy the earlier releases' hashed files into the new one (a page still open on an
#                earlier build then gets a 404 for the chunks it has not loaded yet)
#   --id ID      the release's name (default: the time in UTC, e.g. 20260102T030405Z)
#
# Layout under DIR:
#   releases/<id>/         a copy of DIST; its assets/ also holds, as hard links, the hashed files of the
#                          earlier kept releases that this build lacks
#   releases/<id>.assets   the files the build itself brought to assets/ (what later releases carry)
#   releases/history       the releases' ids, oldest first
#   current                a link to releases/<id>, switched atomically (rename over the old link)
#
# Plain POSIX tools, plus GNU `mv -T` for the atomic switch.
set -euo pipefail

usage() {
  sed -n '4,10s/^# \{0,1\}//p' "$0"
}
die() {
  echo "release.sh: $*" >&2
  exit 1
}

root=/srv/storefront
keep=5
carry=1
id=
while [ $# -gt 0 ]; do
  case $1 in
  --root) [ $# -ge 2 ] || die "--root needs a directory"; root=$2; shift 2 ;;
  --root=*) root=${1#*=}; shift ;;
  --keep) [ $# -ge 2 ] || die "--keep needs a number"; keep=$2; shift 2 ;;
  --keep=*) keep=${1#*=}; shift ;;
  --id) [ $# -ge 2 ] || die "--id needs a name"; id=$2; shift 2 ;;
  --id=*) id=${1#*=}; shift ;;
  --no-carry) carry=0; shift ;;
  -h | --help) usage; exit 0 ;;
  --) shift; break ;;
  -*) usage >&2; die "unknown option $1" ;;
  *) break ;;
  esac
done
[ $# -eq 1 ] || { usage >&2; die "name one built dist/ directory"; }
dist=$1
[ -f "$dist/index.html" ] && [ -d "$dist/assets" ] || die "$dist is not a build: no index.html or assets/"
case $keep in '' | *[!0-9]* | 0) die "--keep takes a whole number of 1 or more" ;; esac

releases=$root/releases
history=$releases/history
mkdir -p "$releases"
touch "$history"

# One release at a time (mkdir is atomic).
lock=$releases/.lock
mkdir "$lock" 2>/dev/null || die "another release is running (or one died: remove $lock)"
incoming=
cleanup() {
  [ -z "$incoming" ] || rm -rf "$incoming"
  rm -f "$root/.current.$$"
  rmdir "$lock"
}
trap cleanup EXIT

if [ -z "$id" ]; then
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  id=$stamp
  n=1
  while [ -e "$releases/$id" ] || grep -qxF "$id" "$history"; do
    id=$stamp-$n
    n=$((n + 1))
  done
fi
case $id in '' | .* | *[!A-Za-z0-9._-]* | history) die "bad release id '$id' (letters, digits, . _ -)" ;; esac
[ ! -e "$releases/$id" ] || die "release $id exists"

# 1. The new build, copied under a hidden name until it is complete.
incoming=$releases/.incoming-$id
rm -rf "$incoming"
cp -R "$dist" "$incoming"
(cd "$incoming/assets" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$releases/$id.assets.tmp"
mv "$releases/$id.assets.tmp" "$releases/$id.assets"
own=$(wc -l <"$releases/$id.assets" | tr -d ' ')

# 2. The hashed files of the earlier releases that stay (the last K-1), which this build lacks: a page still
#    open on one of those builds asks for them when it first needs them.
carried=0
if [ "$carry" = 1 ] && [ "$keep" -gt 1 ]; then
  for previous in $(tail -n "$((keep - 1))" "$history"); do
    [ -d "$releases/$previous/assets" ] || continue
    if [ -f "$releases/$previous.assets" ]; then
      list=$(cat "$releases/$previous.assets")
    else
      list=$(cd "$releases/$previous/assets" && find . -type f | sed 's|^\./||')
    fi
    while IFS= read -r name; do
      [ -n "$name" ] || continue
      [ -e "$incoming/assets/$name" ] && continue
      [ -f "$releases/$previous/assets/$name" ] || continue
      mkdir -p "$(dirname "$incoming/assets/$name")"
      ln "$releases/$previous/assets/$name" "$incoming/assets/$name" 2>/dev/null ||
        cp -p "$releases/$previous/assets/$name" "$incoming/assets/$name"
      carried=$((carried + 1))
    done <<EOF
$list
EOF
  done
fi
mv "$incoming" "$releases/$id"
incoming=

# 3. The switch: a new link under a temporary name, renamed over `current` in one step.
ln -s "releases/$id" "$root/.current.$$"
mv -T "$root/.current.$$" "$root/current"
echo "$id" >>"$history"

# 4. Only the last K releases stay.
total=$(wc -l <"$history" | tr -d ' ')
removed=
if [ "$total" -gt "$keep" ]; then
  for old in $(head -n "$((total - keep))" "$history"); do
    [ "$old" != "$id" ] || continue
    rm -rf "${releases:?}/$old" "$releases/$old.assets"
    removed="$removed $old"
  done
  tail -n "$keep" "$history" >"$history.tmp"
  mv "$history.tmp" "$history"
fi

echo "release $id: $own files of its own, $carried carried from earlier releases; current -> releases/$id"
[ -z "$removed" ] || echo "removed:$removed"
