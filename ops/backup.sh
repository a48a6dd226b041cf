#!/bin/sh
# One snapshot of the site (docs/operations.md "Backups"): a pg_dump in custom format of
# DATABASE_URL, a tar of the media folder, and manifest.json (time, build id, applied migrations,
# size and sha256 of each file), written to $BACKUP_DIR/.incomplete-<name> and renamed to
# $BACKUP_DIR/<UTC time>-<build id> only when complete; then all but the newest $BACKUP_KEEP
# snapshots are deleted. Every attempt leaves $BACKUP_DIR/status.json (the app alerts admins when
# the last attempt failed or is too old). Exit code 0 only for a complete snapshot.
#
# POSIX sh + busybox tools: the same script runs under `npm run backup` (Debian) and in the
# compose `backup` service (postgres:17-alpine). `backup.sh --loop` snapshots at once and then
# every $BACKUP_INTERVAL seconds (a failed attempt is logged and retried next time) until SIGTERM
# or SIGINT: a snapshot in progress is abandoned (its partial files removed, status.json left as
# the last finished attempt wrote it) and the loop exits 0.
#
# Environment: DATABASE_URL (required), BACKUP_DIR (required), BACKUP_KEEP (14), MEDIA_DIR
# ($DATA_DIR/media), S3_BUCKET (media in a bucket: recorded, not copied), BUILD_ID, or
# BUILD_ID_FILE (.next/BUILD_ID), or BUILD_ID_URL (space-separated /version.json addresses of the
# app's replicas: the first that answers names the build; asked again for BUILD_ID_WAIT seconds,
# default 0), PG_BIN_DIR (pg_dump
# and psql from there instead of PATH), DATABASE_SCHEMA (where payload_migrations lives).
set -u

log() { printf '%s [backup] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }

if [ "${1:-}" = "--loop" ]; then
  interval=${BACKUP_INTERVAL:-86400}
  log "Zálohuji každých $interval s do ${BACKUP_DIR:-?}"
  # As PID 1 of a container the shell gets no default signal handling: every wait is on a child
  # in the background, so a trap runs at once, passes the signal on and waits for that child.
  child=''
  stop_loop() {
    log "Zálohování se zastavuje ($1)"
    if [ -n "$child" ]; then
      kill -TERM "$child" 2>/dev/null
      wait "$child" 2>/dev/null
    fi
    exit 0
  }
  trap 'stop_loop SIGTERM' TERM
  trap 'stop_loop SIGINT' INT
  while :; do
    sh "$0" &
    child=$!
    wait "$child"
    sleep "$interval" &
    child=$!
    wait "$child"
  done
fi

if [ -n "${PG_BIN_DIR:-}" ]; then PATH="$PG_BIN_DIR:$PATH"; export PATH; fi

json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g' | tr -d '\n\r')"; }

attempted_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)
work=''

write_status() { # ok|failed, snapshot name, message
  [ -d "${BACKUP_DIR:-}" ] || return 0
  ok=false
  [ "$1" = ok ] && ok=true
  {
    printf '{"attemptedAt":%s,"ok":%s,' "$(json_string "$attempted_at")" "$ok"
    printf '"snapshot":%s,"message":%s}\n' "$(json_string "$2")" "$(json_string "$3")"
  } >"$BACKUP_DIR/.status.json.tmp" && mv -f "$BACKUP_DIR/.status.json.tmp" "$BACKUP_DIR/status.json"
}

fail() {
  log "Záloha selhala: $1"
  [ -n "$work" ] && rm -rf "$work"
  write_status failed '' "$1" 2>/dev/null
  exit 1
}

# Stopped from outside (a deploy, `docker compose stop`): not a failed backup, so status.json
# keeps what the last finished attempt wrote; the partial snapshot goes.
abandon() {
  log "Záloha přerušena ($1), nic nezapsáno"
  [ -n "$work" ] && rm -rf "$work"
  rm -f "${errors:-}" 2>/dev/null
  exit 143
}
trap 'abandon SIGTERM' TERM
trap 'abandon SIGINT' INT
trap 'fail "přerušeno signálem SIGHUP"' HUP

[ -n "${DATABASE_URL:-}" ] || fail "chybí DATABASE_URL"
[ -n "${BACKUP_DIR:-}" ] || fail "chybí BACKUP_DIR"
keep=${BACKUP_KEEP:-14}
case "$keep" in '' | *[!0-9]* | 0) fail "BACKUP_KEEP musí být kladné celé číslo (je '$keep')" ;; esac
mkdir -p "$BACKUP_DIR" || fail "nelze vytvořit BACKUP_DIR $BACKUP_DIR"
for tool in pg_dump psql sha256sum tar; do
  command -v "$tool" >/dev/null 2>&1 || fail "chybí program $tool (PATH nebo PG_BIN_DIR)"
done

# First line of a command's error output (libpq's says what failed), for the one log line.
first_line() { grep -v '^[[:space:]]*$' "$1" 2>/dev/null | head -n 1 | tr -d '\r'; }
errors="$BACKUP_DIR/.backup-errors.$$"
query() { psql "$DATABASE_URL" -X -A -t -q -v ON_ERROR_STOP=1 -c "$1" 2>"$errors"; }

# pg_dump refuses a server newer than itself: say so in words an operator can act on.
server_num=$(query 'SHOW server_version_num') ||
  { message="databáze nedostupná: $(first_line "$errors")"; rm -f "$errors"; fail "$message"; }
server_major=$((server_num / 10000))
client_version=$(pg_dump --version | awk '{print $3}')
client_major=${client_version%%.*}
if [ "$client_major" -lt "$server_major" ]; then
  rm -f "$errors"
  fail "pg_dump $client_version je starší než server PostgreSQL $server_major: použijte pg_dump $server_major nebo novější (PG_BIN_DIR)"
fi

schema=${DATABASE_SCHEMA:-public}
migrations=$(query "SELECT name FROM \"$schema\".payload_migrations WHERE name <> 'dev' ORDER BY id") ||
  { message="nelze přečíst payload_migrations: $(first_line "$errors")"; rm -f "$errors"; fail "$message"; }

build_id=${BUILD_ID:-}
if [ -z "$build_id" ] && [ -f "${BUILD_ID_FILE:-.next/BUILD_ID}" ]; then
  build_id=$(cat "${BUILD_ID_FILE:-.next/BUILD_ID}")
fi
# Replicas may still be starting (the first snapshot of a fresh stack): ask again for up to
# BUILD_ID_WAIT seconds before naming the snapshot `unknown`.
build_id_deadline=$(($(date +%s) + ${BUILD_ID_WAIT:-0}))
while [ -z "$build_id" ] && [ -n "${BUILD_ID_URL:-}" ]; do
  for url in $BUILD_ID_URL; do
    build_id=$(wget -q -T 5 -O - "$url" 2>/dev/null | sed -n 's/.*"c" *: *"\([^"]*\)".*/\1/p')
    [ -n "$build_id" ] && break
  done
  [ -n "$build_id" ] || [ "$(date +%s)" -ge "$build_id_deadline" ] && break
  sleep 2
done
build_id=$(printf '%s' "${build_id:-unknown}" | tr -c 'A-Za-z0-9._-' '_')

name="$(date -u +%Y%m%dT%H%M%SZ)-$build_id"
[ -e "$BACKUP_DIR/$name" ] && name="$name-$$"
work="$BACKUP_DIR/.incomplete-$name"
mkdir "$work" || fail "nelze vytvořit $work"

pg_dump --format=custom --file="$work/database.dump" "$DATABASE_URL" 2>"$errors" ||
  { message="pg_dump: $(first_line "$errors")"; rm -f "$errors"; fail "$message"; }
rm -f "$errors"

# After the dump: every media row in it has its file (uploads since then are extra, harmless).
if [ -n "${S3_BUCKET:-}" ]; then
  media_json="{\"storage\":\"s3\",\"bucket\":$(json_string "$S3_BUCKET")}"
else
  media_dir=${MEDIA_DIR:-${DATA_DIR:-.data}/media}
  [ -d "$media_dir" ] || { media_dir="$work/.no-media" && mkdir "$media_dir"; }
  tar -c -f "$work/media.tar" -C "$media_dir" . || fail "tar médií z $media_dir selhal"
  rm -rf "$work/.no-media"
  media_json='{"storage":"files","archive":"media.tar"}'
fi

files_json=''
for file in "$work"/database.dump "$work"/media.tar; do
  [ -f "$file" ] || continue
  bytes=$(wc -c <"$file" | tr -d ' ')
  sum=$(sha256sum "$file" | cut -d ' ' -f 1) || fail "sha256sum $file selhal"
  entry="{\"name\":$(json_string "$(basename "$file")"),\"bytes\":$bytes,\"sha256\":\"$sum\"}"
  files_json="${files_json:+$files_json,}$entry"
done

migrations_json=''
for migration in $migrations; do
  migrations_json="${migrations_json:+$migrations_json,}$(json_string "$migration")"
done

{
  printf '{\n  "format": 1,\n  "createdAt": %s,\n  "buildId": %s,\n' \
    "$(json_string "$attempted_at")" "$(json_string "$build_id")"
  printf '  "postgres": {"serverVersionNum": %s, "pgDump": %s},\n' \
    "$server_num" "$(json_string "$client_version")"
  printf '  "migrations": [%s],\n  "media": %s,\n  "files": [%s]\n}\n' \
    "$migrations_json" "$media_json" "$files_json"
} >"$work/manifest.json" || fail "nelze zapsat manifest.json"

mv "$work" "$BACKUP_DIR/$name" || fail "nelze přejmenovat $work na $name"
work=''

# Keep the newest $keep complete snapshots (names start with their UTC time: sorted = by age).
ls -1 "$BACKUP_DIR" | grep -E '^[0-9]{8}T[0-9]{6}Z-' | sort -r | tail -n "+$((keep + 1))" |
  while read -r old; do rm -rf "${BACKUP_DIR:?}/$old"; done
# Leftovers of attempts killed without a chance to clean up (SIGKILL, power loss).
find "$BACKUP_DIR" -maxdepth 1 -name '.incomplete-*' -mmin +60 -exec rm -rf {} + 2>/dev/null

size=$(du -sk "$BACKUP_DIR/$name" | cut -f 1)
write_status ok "$name" "${size} KiB"
log "Záloha hotova: $BACKUP_DIR/$name (${size} KiB)"
