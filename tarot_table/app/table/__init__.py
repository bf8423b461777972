"""The card table: the scene (:mod:`.scene`), its parts and its modes."""
