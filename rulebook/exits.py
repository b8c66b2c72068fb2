"""The ``rulebook`` command's exit statuses, for the command and for what answers as it does."""

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2
