"""The keys of the game, over whatever is on screen: F1 (or ?) opens it anywhere
(:func:`~tarot_table.app.focus.is_help_key`)."""

from __future__ import annotations

from html import escape

import pygame

from ..focus import is_help_key
from ..theme import scaled
from .rules_help import KEYS_HEADING_SIZE, TextPanelScene

#: What the help lists: a heading, then (keys, what they do).
KEYS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Everywhere", (
        ("F1, ?", "this list of keys"),
        ("Esc", "the game menu at the table; back, or close a list or a message, in menus"),
        ("F11", "fullscreen on or off"),
    )),
    ("Menus", (
        ("Tab, Shift+Tab, Up, Down", "move the gold ring from widget to widget"),
        ("Enter, Space", "press the button in the ring; tick a box"),
        ("Left, Right", "change a drop-down's value or the volume"),
        ("Up, Down in the saves", "choose a saved game; Enter loads it"),
        ("Enter on the title screen", "Continue (or New game), while no widget is in the "
                                      "ring"),
        ("Enter in a new game", "Start, while no widget is in the ring"),
        ("Up, Down, Page Up, Page Down, Home, End", "scroll the rules"),
        ("Arrows, Page Up, Page Down, Home, End in a bracket", "scroll a tournament's bracket "
                                                               "larger than the screen (the "
                                                               "mouse wheel too)"),
    )),
    ("Deck editor and draft", (
        ("Arrows, Page Up, Page Down, Home, End in the grid", "move from card to card "
                                                              "(the mouse wheel scrolls)"),
        ("Enter", "add the card to the deck (draft: pick it)"),
        ("Delete, Backspace, minus", "take the card out of the deck (a right click too)"),
        ("Z", "the card large, with its rule (in the draft a right click too)"),
    )),
    ("At the table", (
        ("Left, Right", "choose a card of your hand (or, when none may be played, a bid, "
                        "a suit or a card of the panel: Enter takes it)"),
        ("Up, Down", "when no card may be played: the bid, suit or card of the panel "
                     "above or below"),
        ("Enter, Up", "play the chosen card (after a hint: the hinted card)"),
        ("Tab, Shift+Tab", "move the ring over the buttons: a bid, a suit, a card to name, "
                           "Continue, Hint"),
        ("Enter, Space", "press the button in the ring; skip the cards' flight (a click "
                          "skips it too)"),
        ("D", "draw from the draw pile (Taruno)"),
        ("Space (Arcanoid)", "select the card under the cursor; 1–9 drop the selection on "
                             "the numbered battlefield or pile"),
        ("Tab, arrows (Tarot Combat)", "move the ring over what you may choose now: your "
                                       "cards, soldiers, targets, farms to pay with"),
        ("Enter (Tarot Combat)", "choose what is in the ring (Shift+Enter: play and keep "
                                 "priority)"),
        ("Space (Tarot Combat)", "pass priority, or Done, Lethal, Pay"),
        ("A (Tarot Combat)", "attack with the chosen soldiers"),
        ("F6, F7, F3 (Tarot Combat)", "pass until the end of the turn, until your turn (or "
                                      "until you are attacked and choose blockers); stop "
                                      "passing"),
        ("H", "a hint: the hard AI's move for you (Enter then takes it)"),
        ("L", "the whole game log, full lines (or click the log)"),
        ("Shift+H", "the turn history: the game so far, trick by trick or turn by turn "
                    "(Left and Right step, Esc closes; the History button too)"),
        ("Space, Enter, a click (paused on a card)", "go on after an opponent's card "
                                                     "(the setting Pause on opponents' "
                                                     "cards)"),
        ("T", "the last trick taken: who played what, and who took it"),
        ("Ctrl+Z", "undo: back to your previous decision (not past a card shown or a "
                   "shuffle)"),
        ("R on the end-of-hand sheet", "review your decisions of that hand"),
    )),
    ("Replay", (
        ("Left, Right", "one move back or on"),
        ("Up, Down", "the previous or next hand, deal, round or turn"),
        ("Page Up, Page Down", "the previous or next trick or turn"),
        ("Home, End", "the start or the end"),
        ("Space", "play or pause; + and - the speed"),
        ("V", "the next seat's eyes, then every card open (finished games)"),
        ("P", "play from here: a new game from this move (finished games)"),
        ("R", "review the player's decisions"),
    )),
    ("Review", (
        ("Left, Right, Up, Down", "the previous or next decision"),
        ("Page Up, Page Down", "the previous or next mistake or blunder"),
        ("Home, End", "the first or last decision"),
        ("Enter", "show the decision's position in the replay"),
        ("R", "retry from here: a new game from before the decision (finished games)"),
        ("Esc", "cancel the review in progress, or back"),
    )),
)


def keys_html(scale: float = 1.0) -> str:
    """:data:`KEYS` as the text box's HTML: a heading per group (at the UI's ``scale``), a
    line per key."""
    parts = []
    size = scaled(KEYS_HEADING_SIZE, scale)
    for heading, rows in KEYS:
        parts.append(f"<font pixel_size={size} color='#E6C463'><b>{escape(heading)}</b></font>")
        parts.extend(f"<b>{escape(keys)}</b> — {escape(what)}" for keys, what in rows)
        parts.append("")
    return "<br>".join(parts)


class KeysScene(TextPanelScene):
    """The list of keys (:data:`KEYS`) in a panel over the dimmed screen, scrolled as the rules
    are; Esc, Enter, F1 or Back closes it."""

    heading = "Keys"

    def html(self) -> str:
        return keys_html(self.app.ui_scale)

    def closes(self, event: pygame.event.Event) -> bool:
        return is_help_key(event) or super().closes(event)
