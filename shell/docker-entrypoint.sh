#!/bin/sh
# Writes the shell's runtime remotes map from the environment (nginx runs the
# scripts in /docker-entrypoint.d/ before it starts). No build knows another's address.
# HTML_ROOT is the folder nginx serves (the image's default; tests point it elsewhere).
# A value JSON cannot hold as written (a quote, a backslash or a control character;
# none belongs in a URL) stops the container instead of writing a broken map.
set -eu
: "${HTML_ROOT:=/usr/share/nginx/html}"
: "${REMOTE_STOREFRONT_URL:=/remotes/mf-storefront/mf-manifest.json}"
: "${REMOTE_VILLA_ADMIN_URL:=/remotes/mf-villa-admin/mf-manifest.json}"
: "${REMOTE_BOOKING_ADMIN_URL:=/remotes/mf-booking-admin/mf-manifest.json}"
: "${REMOTE_BOAT_ADMIN_URL:=/remotes/mf-boat-admin/mf-manifest.json}"
: "${REMOTE_CONTENT_ADMIN_URL:=/remotes/mf-content-admin/mf-manifest.json}"

for name in REMOTE_STOREFRONT_URL REMOTE_VILLA_ADMIN_URL REMOTE_BOOKING_ADMIN_URL REMOTE_BOAT_ADMIN_URL REMOTE_CONTENT_ADMIN_URL; do
  eval "value=\$$name"
  # Bytes 001-037 and 177 (control characters), 042 (") and 134 (\).
  all=$(printf '%s' "$value" | wc -c)
  clean=$(printf '%s' "$value" | LC_ALL=C tr -d '\001-\037\042\134\177' | wc -c)
  if [ "$all" != "$clean" ]; then
    echo "$0: $name must be a URL without quotes, backslashes or control characters; remotes.json not written" >&2
    exit 1
  fi
done

tmp="$HTML_ROOT/remotes.json.tmp"
cat > "$tmp" <<JSON
{
  "storefront": "$REMOTE_STOREFRONT_URL",
  "villa_admin": "$REMOTE_VILLA_ADMIN_URL",
  "booking_admin": "$REMOTE_BOOKING_ADMIN_URL",
  "boat_admin": "$REMOTE_BOAT_ADMIN_URL",
  "content_admin": "$REMOTE_CONTENT_ADMIN_URL"
}
JSON
mv "$tmp" "$HTML_ROOT/remotes.json"
