"""The variants of Arcanoid and the GAZA option (seed, the variants section; notes
"Variants"): which rules each one changes, with the text's sentence for each difference.

A variant is the value of the game's ``variant`` option; GAZA is an option of its own
(``gaza``), played on top of any variant with two or three players. The text's "GAZA" alone
"normally means MAINZ+GAZA": at this table that is ``variant=mainz`` with ``gaza=True`` (ours:
the two options say it, the new-game screen's GAZA option names MAINZ as the usual partner).

* DRESDEN — the rules as described.
* NASSAU — "Temperance cannot be removed implicitly by (the player who put it down) playing on
  the tempered battlefield; however, it can be removed explicitly, but this requires a full
  move. Temperance also disappears when the deck runs out of cards. No player, not even the
  one who put down temperance, can commit on the tempered battlefield" (the seed's paragraph
  says "with respect to DRESDEN" for its own name; notes "Variants").
* MAINZ — "defined by the following differences with respect to NASSAU:" and the list did not
  survive the conversion of the text: MAINZ plays exactly as NASSAU (notes "Variants").
* KOBLENZ — NASSAU, and "Every player is permitted to make one secret commitment per round":
  :mod:`.battlefields` (``secret``), :class:`~.stages.FoolWindow`, :class:`~.stages.RoundEnd`.
* MALTA — MAINZ with another Magician: "The Magician can be used to commit cards secretly …
  There is no possible transmutation of elements in the MALTA variant."
* WORMS — MAINZ, and "When an ace has been commmited alone (or possibly just with the
  Magician) on a battlefield, then … the ace can be completed": ``complete``,
  :class:`~.stages.Settle`.
* GAZA — "GAZA adds an extra player, called the “USA”, which plays last in the round, and
  according to mechanical rules": :mod:`.usa`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Variant:
    """A variant of Arcanoid: its option value ``name``, its ``title`` as the text writes it,
    a one-line ``description`` (the new-game screen) and the rules it changes:

    * ``nassau`` — NASSAU's Temperance (binds its owner too; lifting it costs a move);
    * ``secret_once`` — KOBLENZ: one secret commitment per player and round;
    * ``secret_magician`` — MALTA: the Magician commits cards face down and never transmutes;
    * ``completable_aces`` — WORMS: an ace committed alone may be completed once.
    """

    name: str
    title: str
    description: str
    nassau: bool = False
    secret_once: bool = False
    secret_magician: bool = False
    completable_aces: bool = False

    @property
    def secrets(self) -> bool:
        """Whether commitments may lie face down in this variant (KOBLENZ, MALTA)."""
        return self.secret_once or self.secret_magician


VARIANTS: dict[str, Variant] = {v.name: v for v in (
    Variant("dresden", "DRESDEN", "The standard rules, no variant."),
    Variant("nassau", "NASSAU", "Temperance binds its owner too; lifting it takes a move.",
            nassau=True),
    Variant("mainz", "MAINZ", "Plays as NASSAU (the rules' list of its differences is lost).",
            nassau=True),
    Variant("koblenz", "KOBLENZ", "NASSAU, and one secret, face-down commitment each a round.",
            nassau=True, secret_once=True),
    Variant("malta", "MALTA", "MAINZ, but the Magician commits cards face down (no "
                              "transmuting).", nassau=True, secret_magician=True),
    Variant("worms", "WORMS", "MAINZ, and an ace committed alone may be completed once.",
            nassau=True, completable_aces=True),
)}

#: The GAZA option's one-line description.
GAZA_DESCRIPTION = "Adds USA, a mechanical extra player, for 2–3 players (GAZA alone: MAINZ)."
#: The player counts GAZA is played with: "when there are only two (or possibly three)
#: players" (seed, GAZA).
GAZA_PLAYERS = (2, 3)
