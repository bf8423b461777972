"""A lesson at the card table (:mod:`.scene`)."""
