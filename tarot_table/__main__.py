"""``python -m tarot_table``: the same as the ``tarot-table`` command."""

import multiprocessing
import sys

from .cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker process in a frozen bundle
    sys.exit(main())
