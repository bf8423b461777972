"""The rules' sentences with the seats' names put in: :func:`event_text`."""

from __future__ import annotations

import re
from typing import Sequence

from ...rules.base import Event

_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go"}


def _base_form(verb: str) -> str:
    """"plays" → "play", "passes" → "pass", "is" → "are": the verb after the name "You"."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    return verb[:-2] if verb.endswith(("sses", "shes", "ches", "xes")) else verb[:-1]


def event_text(event: Event, names: Sequence[str]) -> str:
    """The log line of ``event``: its text with ``{seat}`` placeholders made ``names`` (and
    "You plays" made "You play").

    >>> event_text(Event("move", text="{1} plays the 7 of Cups."), ["You", "Ada"])
    'Ada plays the 7 of Cups.'
    >>> event_text(Event("trick", text="{0} takes the trick (9 points)."), ["You", "Ada"])
    'You take the trick (9 points).'
    >>> event_text(Event("message", text="{0} is skipped."), ["You"])
    'You are skipped.'
    >>> event_text(Event("score", text="{0}'s daemon wins."), ["You"])
    'Your daemon wins.'
    >>> event_text(Event("message", text="{0} passes (until {0}'s turn)."), ["You"])
    'You pass (until your turn).'
    >>> event_text(Event("message", text="{0} goes first."), ["You"])
    'You go first.'
    >>> event_text(Event("message", text="{0} turns its cards."), ["You"])
    'You turn your cards.'
    """
    words = re.sub(r"\{(\d+)\}", lambda m: names[int(m.group(1))]
                   if int(m.group(1)) < len(names) else m.group(0), event.text)
    words = re.sub(r"(^|[.!?(]\s*)You's\b", r"\1Your", words)
    words = re.sub(r"\bYou's\b", "your", words)
    words = re.sub(r"\bYou (\w+s) its\b", r"You \1 your", words)
    return re.sub(r"\bYou (\w+s)\b", lambda m: "You " + _base_form(m.group(1)), words)
