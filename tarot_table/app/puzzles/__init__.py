"""The puzzle scene: a puzzle played at the card table (:mod:`.scene`)."""
