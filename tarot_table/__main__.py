"""``python -m tarot_table``: the same as the ``tarot-table`` command."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
