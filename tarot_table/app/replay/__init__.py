"""The replay scene: a recorded game stepped through on the card table (:mod:`.scene`) with
its bar of controls (:mod:`.controls`)."""
