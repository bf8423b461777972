"""The rules' sentences as the player reads them: :func:`event_text` renders an event's
message for its reader (:mod:`tarot_table.messages`) and puts the seats' names into a text
written out, :func:`in_tradition` the suit names of the player's setting; :func:`level_name`
names the AI levels."""

from __future__ import annotations

import re
from typing import Sequence

from ...cards import NUMBERINGS, TRADITIONS, Suit, roman
from ...messages import render
from ...rules.base import Event

_SUIT_WORDS = re.compile(r"\b(?:wands|staves|batons|pentacles|coins)\b", re.IGNORECASE)
_STAVES_WORDS = ("wands", "staves", "batons")

#: The AI levels (``ai.AGENT_SPECS``) as players read them, weakest first, with what each does.
AI_LEVELS: dict[str, tuple[str, str]] = {
    "random": ("Random", "Plays any legal move, at random."),
    "easy": ("Easy", "Plays by rules of thumb, with a careless move now and then."),
    "heuristic": ("Normal", "Plays by the game's rules of thumb, at once."),
    "medium": ("Strong", "Looks ahead a little before each move."),
    "hard": ("Expert", "Looks ahead up to a second before each move, on every core."),
}


def level_name(spec: str) -> str:
    """An AI seat's spec as the screens name it: ``"heuristic"`` → ``"Normal"``; a spec that
    is no level (``"ismcts:300"``, from a save or the command line) as it is written.

    >>> level_name("heuristic"), level_name("hard"), level_name("ismcts:300")
    ('Normal', 'Expert', 'ismcts:300')
    """
    return AI_LEVELS[spec][0] if spec in AI_LEVELS else spec


_MAJOR = re.compile(r"\b(?:([Tt]he) )?\b(0|[IVXL]+) (The )?(%s)\b" % "|".join(
    re.escape(name.removeprefix("The "))
    for name in dict.fromkeys(name for names in NUMBERINGS.values() for name in names)))
_NUMBERS = {roman(n): n for n in range(22)}


def _major_words(match: re.Match[str], numbering: str) -> str:
    """"the XXI The World" → "the World (XXI)", "XIII Death" → "Death (XIII)", "0 The Fool"
    → "the Fool": a major arcanum as a sentence names it, with the number its text gave and
    the name that number has in ``numbering`` (a key of :data:`~tarot_table.cards.NUMBERINGS`:
    "XX Judgement" → "Judgment (XX)" in Tarot Combat's)."""
    article, number, the, name = match.groups()
    if number in _NUMBERS:
        name = NUMBERINGS[numbering][_NUMBERS[number]].removeprefix("The ")
    start = article == "The" or (article is None and match.start() == 0)
    owned = match.string.endswith("'s ", 0, match.start())     # "Ada's the Star": no article
    words = (("The " if start else "the ") if the and not owned else "") + name
    return words if number == "0" else f"{words} ({number})"


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go"}
#: Words ending in "s" after "You … and" that are no verbs ("and its reserve", "on staves
#: and coins"): pronouns, the suits and battlefields of every tradition, cards and points.
_NOT_VERBS = {"its", "his", "this", "us", "yours", "cards", "points", "majors", "minors",
              "tricks", "trumps", "staves", "wands", "farms", "soldiers", "attackers",
              "blockers"} | {
    name.lower() for names in TRADITIONS.values() for name in names.values()}


def _base_form(verb: str) -> str:
    """"plays" → "play", "passes" → "pass", "is" → "are": the verb after the name "You"."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    return verb[:-2] if verb.endswith(("sses", "shes", "ches", "xes")) else verb[:-1]


def in_tradition(text: str, tradition: str) -> str:
    """``text`` with the suit names of ``tradition`` (a key of :data:`~tarot_table.cards.TRADITIONS`;
    the "Suit names" setting): the rules write "Wands"/"Pentacles" (card names) and "staves"/
    "coins" (Arcanoid's battlefields); capitals are kept. Any other ``tradition`` (the setting
    "each game's own") changes nothing.

    >>> in_tradition("Ada plays the 7 of Pentacles on staves.", "italian")
    'Ada plays the 7 of Coins on batons.'
    >>> in_tradition("You name wands.", "classic")
    'You name staves.'
    """
    names = TRADITIONS.get(tradition)
    if names is None:
        return text

    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        suit = Suit.STAVES if word.lower() in _STAVES_WORDS else Suit.COINS
        return names[suit] if word[0].isupper() else names[suit].lower()

    return _SUIT_WORDS.sub(swap, text)


def event_text(event: Event, names: Sequence[str], tradition: str = "",
               numbering: str = "common", reader: int | None = None) -> str:
    """The log line of ``event`` as seat ``reader`` reads it (``None``: the seat named "You",
    if any; the table names its human so). A rules' event is a message of the catalogue,
    rendered by :func:`tarot_table.messages.render` in the second person for its subject's
    reader, with ``names``, the suit names of ``tradition`` and the majors of ``numbering``.

    >>> from tarot_table.cards import parse_card
    >>> from tarot_table.messages import say
    >>> played = Event("move", message=say("{seat} plays {card}.", seat=0, card=parse_card("M9")))
    >>> event_text(played, ["You", "Ada"]), event_text(played, ["Ada", "Basil"])
    ('You play the Hermit (IX).', 'Ada plays the Hermit (IX).')
    >>> event_text(played, ["Ada", "Basil"], reader=0)
    'You play the Hermit (IX).'

    A text written out (the table's notes, a game's prompts and choices, outside the
    catalogue) has its ``{seat}`` placeholders made ``names`` ("You plays" made "You play", a
    "You" inside the sentence "you"), the major arcana named as sentences name them ("the
    World (XXI)", the number the text gave, the name the game's ``numbering`` gives it) and the
    suit names of ``tradition`` (:func:`in_tradition`).

    >>> event_text(Event("move", text="{1} plays the 7 of Cups."), ["You", "Ada"])
    'Ada plays the 7 of Cups.'
    >>> event_text(Event("message", text="{0} is skipped."), ["You"])
    'You are skipped.'
    >>> event_text(Event("score", text="{0}'s daemon wins."), ["You"])
    'Your daemon wins.'
    >>> event_text(Event("move", text="The Tower decommits {0} on coins."), ["You"], "english")
    'The Tower decommits you on pentacles.'
    >>> event_text(Event("move", text="{1} gives {0} cards; {0} draws."), ["You", "Ada"])
    'Ada gives you cards; you draw.'
    >>> event_text(Event("move", text="{0} plays the XXI The World, {1} the 0 The Fool."),
    ...            ["Ada", "Basil"])
    'Ada plays the World (XXI), Basil the Fool.'
    >>> event_text(Event("move", text="XIII Death beats the X Wheel of Fortune."), [])
    'Death (XIII) beats Wheel of Fortune (X).'
    >>> event_text(Event("move", text="{0}'s XX Judgement resolves."), ["Ada"],
    ...            numbering="judgment")
    "Ada's Judgment (XX) resolves."
    >>> event_text(Event("move", text="{0}'s XVII The Star resolves."), ["You"])
    'Your Star (XVII) resolves.'
    >>> event_text(Event("message", text="{0} passes (until {0}'s turn)."), ["You"])
    'You pass (until your turn).'
    >>> event_text(Event("message", text="{0} plays a last minor and wins."), ["You"])
    'You play a last minor and win.'
    >>> event_text(Event("move", text="{0} discards the Chariot and its reserve."), ["You"])
    'You discard the Chariot and its reserve.'
    """
    if reader is None and "You" in names:
        reader = list(names).index("You")
    if event.message is not None:
        return render(event.message, names, reader, tradition, numbering)
    words = re.sub(r"\{(\d+)\}", lambda m: names[int(m.group(1))]
                   if int(m.group(1)) < len(names) else m.group(0), event.text)
    words = _MAJOR.sub(lambda m: _major_words(m, numbering), words)
    words = re.sub(r"\bYou's\b", "Your", words)
    words = re.sub(r"(?:^|(?<=[^\w\s] )|(?<=\())You (\w+s)\b",
                   lambda m: "You " + _base_form(m.group(1)), words)
    words = re.sub(r"^(You [^.;:]*? and )([a-z]+s)\b",       # "You … and leaves" → "leave"
                   lambda m: m.group(0) if m.group(2) in _NOT_VERBS
                   else m.group(1) + _base_form(m.group(2)), words)
    words = re.sub(r"(?<=[\w,;] )Your?\b", lambda m: m.group(0).lower(), words)
    return in_tradition(words, tradition)
