"""tarot_table: a desktop card table for five games played with the 78-card tarot deck."""

__version__ = "0.1.0"
