"""How the tests start headless Chromium (Debian's, as installed by .ci/run)."""

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--allow-file-access-from-files",  # the harness reads the pages it opens in frames
]
