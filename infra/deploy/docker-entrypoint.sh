#!/bin/sh
# Entrypoint of every Onboard image (see /Dockerfile). Runs `node apps/$APP/dist/main.bundle.mjs [args]`
# (the app's compiled output bundled into one file, decision 237):
#   (no args) | serve   request handlers (+ background workers unless RUN_WORKERS=false)
#   worker              only the JetStream workers
#   migrate             apply this service's migrations and exit
#   seed                load the demo data (idempotent) and exit
# Anything else that is not an option (e.g. `sh`) is run as a command, for debugging a container.
set -eu

: "${APP:?APP is not set: build the image with --build-arg APP=<folder under apps/>}"

case "${1:-}" in
  '' | serve | worker | migrate | seed | -*)
    main="/app/apps/${APP}/dist/main.bundle.mjs"
    if [ ! -f "$main" ]; then
      echo "onboard-entrypoint: $main not found (APP=${APP})" >&2
      exit 1
    fi
    # exec: node becomes PID 1 and gets SIGTERM directly, so it can drain NATS before exiting.
    exec node "$main" "$@"
    ;;
  *)
    exec "$@"
    ;;
esac
