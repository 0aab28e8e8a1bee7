#!/bin/sh
# Writes the shell's runtime remotes map from the environment (nginx runs the
# scripts in /docker-entrypoint.d/ before it starts). No build knows another's address.
set -eu
: "${REMOTE_STOREFRONT_URL:=/remotes/mf-storefront/mf-manifest.json}"
: "${REMOTE_VILLA_ADMIN_URL:=/remotes/mf-villa-admin/mf-manifest.json}"
: "${REMOTE_BOOKING_ADMIN_URL:=/remotes/mf-booking-admin/mf-manifest.json}"
: "${REMOTE_BOAT_ADMIN_URL:=/remotes/mf-boat-admin/mf-manifest.json}"
: "${REMOTE_CONTENT_ADMIN_URL:=/remotes/mf-content-admin/mf-manifest.json}"
tmp=/usr/share/nginx/html/remotes.json.tmp
cat > "$tmp" <<JSON
{
  "storefront": "$REMOTE_STOREFRONT_URL",
  "villa_admin": "$REMOTE_VILLA_ADMIN_URL",
  "booking_admin": "$REMOTE_BOOKING_ADMIN_URL",
  "boat_admin": "$REMOTE_BOAT_ADMIN_URL",
  "content_admin": "$REMOTE_CONTENT_ADMIN_URL"
}
JSON
mv "$tmp" /usr/share/nginx/html/remotes.json
