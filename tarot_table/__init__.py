"""tarot_table: a desktop card table for five games played with the 78-card tarot deck."""

from .compiled import choose

__version__ = "0.1.0"
#: ``"compiled"`` or ``"source"``: whether this process runs the compiled rules and search or
#: their Python source (:mod:`.compiled`), decided here, before any other module is imported.
MODULES = choose()
