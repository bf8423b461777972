"""The bundle's entry script (PyInstaller needs absolute imports here)."""

import multiprocessing
import sys

from tarot_table.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker process in a frozen bundle
    sys.exit(main())
