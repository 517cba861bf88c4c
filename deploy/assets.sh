#!/bin/sh
# The previous releases' hashed /assets/ kept beside this one's, so a tab opened before a deploy
# (or a page nginx kept) still finds the files its page names (deploy/README.md, "A deploy and the
# open tabs"). A hashed name is its content's: two releases never give one name to two files, so
# keeping old files beside new ones never changes what a page gets. POSIX sh (the nginx image's
# busybox, Debian's dash).
#
#   assets.sh own <assets folder> <list> <out folder>
#     The release's own files, those its <list> names (made when its image was built: one name a
#     line), copied into <out folder>; all of <assets folder> when there is no list (an image made
#     before there were lists holds its own files only). The nginx image's `previous` stage:
#     PREVIOUS_IMAGE's own files, not those it kept from the release before it.
#   assets.sh keep <assets folder> <kept folder> <days>
#     This release's files added to <kept folder> (docker compose's volume `assets`, which nginx
#     serves /assets/ from): a new one written aside and renamed into place (nginx may be serving
#     that folder), one already there left as it is and marked as used now; then any file no
#     release used in the last <days> days is deleted.
set -eu

case "${1:-}" in
  own)
    from=$2 list=$3 out=$4
    mkdir -p "$out"
    [ -d "$from" ] || exit 0
    if [ -f "$list" ]; then
      while IFS= read -r name; do
        case "$name" in '' | */* | .*) continue ;; esac
        if [ -f "$from/$name" ]; then cp -p "$from/$name" "$out/$name"; fi
      done < "$list"
    else
      cp -Rp "$from"/. "$out"/
    fi
    ;;
  keep)
    from=$2 kept=$3 days=$4
    mkdir -p "$kept"
    for file in "$from"/*; do
      [ -f "$file" ] || continue
      name=${file##*/}
      if [ -e "$kept/$name" ]; then
        touch "$kept/$name"
      else
        cp "$file" "$kept/.$name.partial"
        mv "$kept/.$name.partial" "$kept/$name"
      fi
    done
    find "$kept" -type f -mtime "+$days" -exec rm -f {} \;
    ;;
  *)
    echo "usage: assets.sh own <assets folder> <list> <out folder> | keep <assets folder> <kept folder> <days>" >&2
    exit 2
    ;;
esac
