"""The table plug-ins: :mod:`.plugin` (the base and its defaults, the generic trick table) and
one module or package per game that needs more."""
