"""The draft of Tarot Combat (seed §7 "Draft"; :class:`tarot_table.rules.combat.decks.Draft`):
pick a card of the pile in your hands, pass the rest, until three piles of 15 are gone; then
build 30 of your 45 picks in the deck editor.

The screen shows the pile in hand (a list; the chosen card large beside it), the picks so far
(counts by kind and cost, and the list), the players in seat order with their picks and an arrow
for the direction the piles go ("to the left" is the next seat clockwise). AI drafters pick by
the rating of :class:`~tarot_table.ai.combat_decks.RatingDrafter` and build with
:func:`~tarot_table.ai.combat_decks.build_deck`. In hot-seat, with two or more humans, a
curtain ("Pass to <name>") comes down before each human's pile and before each human builds,
so that no human sees another's pile or picks.

Once the decks are built, a duel with them starts from the summary: the first human's deck
against the next player's in seat order. Leaving a draft that is not over asks first, since its
picks would be lost.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from ... import storage
from ...ai.combat_decks import RatingDrafter, build_deck
from ...cards import Card, parse_card
from ...rules.combat.decks import LIMITED_SIZE, PILE_SIZE, PILES, Draft, deck_codes, draft_piles
from ...session import AI, HUMAN, Seat, Session
from ..draw import panels
from ..draw.felt import felt_backdrop
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from .base import MenuScene
from .deck_parts import card_rows, draw_counts

if TYPE_CHECKING:
    from ..shell import App

DEFAULT_NAMES = ("You", "Ada", "Basil", "Cleo")
DIRECTION_WORDS = {+1: "to the left", -1: "to the right"}


class DraftScene(MenuScene):
    """A draft of ``len(names)`` players (``humans[i]``: seat ``i`` is played here; the others
    by the AI), dealt from ``seed``, with the Jokers when ``jokers``. When the draft is over each
    human builds a 30-card deck (the deck editor, limited to the picks); ``decks[seat]`` holds
    each player's deck once built.

    ``level``: the agent of an AI player in the duel that may follow.

    Keys: Up and Down choose in the pile, Enter picks (or the Pick button); Tab moves between
    the widgets; behind the curtain Enter shows the pile; Esc leaves the draft."""

    def __init__(self, app: "App", names: Sequence[str] = DEFAULT_NAMES,
                 humans: Sequence[bool] | None = None, seed: int = 1,
                 jokers: bool = False, level: str = "medium") -> None:
        super().__init__(app)
        self.names = list(names)
        self.level = level
        self.humans = list(humans) if humans is not None else \
            [i == 0 for i in range(len(self.names))]
        self.jokers = jokers
        self.draft = Draft(draft_piles(len(self.names), random.Random(seed), jokers))
        self.drafter = RatingDrafter()
        self.decks: list[list[Card] | None] = [None] * len(self.names)
        self.viewer: int | None = None
        self.curtain = False
        self.pile_list: UISelectionList | None = None
        self.chosen: Card | None = None
        self.counts_rect = pygame.Rect(0, 0, 0, 0)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.seats_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def hot_seat(self) -> bool:
        """Whether two or more humans share the screen (the curtain comes down between them)."""
        return sum(self.humans) > 1

    # the flow -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.advance()

    def advance(self) -> None:
        """Let the AI drafters pick, then give the screen to the next human to pick (behind
        the curtain in hot-seat); when the draft is over, to the next human to build."""
        while not self.draft.done:
            for seat in sorted(self.draft.waiting):
                if not self.humans[seat]:
                    self.draft.pick(seat, self.drafter(seat, tuple(self.draft.holding[seat]),
                                                       tuple(self.draft.picks[seat])))
            waiting = sorted(s for s in self.draft.waiting if self.humans[s])
            if waiting:
                self._show_to(waiting[0])
                return
        for seat, human in enumerate(self.humans):
            if not human and self.decks[seat] is None:
                self.decks[seat] = build_deck(self.draft.picks[seat], LIMITED_SIZE)
        builder = next((s for s, h in enumerate(self.humans) if h and self.decks[s] is None),
                       None)
        if builder is None:
            self.viewer = None
            self.curtain = False
            self.rebuild()
        else:
            self._show_to(builder)

    def _show_to(self, seat: int) -> None:
        changed = seat != self.viewer
        self.viewer = seat
        self.curtain = self.hot_seat and changed
        self.chosen = None
        if self.draft.done and not self.curtain:
            self._build_deck()
            return
        self.rebuild()

    def lift_curtain(self) -> None:
        """The human behind the curtain is ready: show the pile (or the deck editor)."""
        self.curtain = False
        if self.draft.done:
            self._build_deck()
        else:
            self.rebuild()

    def _build_deck(self) -> None:
        seat = self.viewer
        self.rebuild()
        self.app.open("deck_editor", pool=self.draft.picks[seat], jokers=self.jokers,
                      title=f"{self.names[seat]}: build 30 of your {len(self.draft.picks[seat])}"
                            " picks", on_done=lambda deck: self._built(seat, deck))

    def _built(self, seat: int, deck: list[Card]) -> None:
        self.decks[seat] = deck
        self.advance()

    def pick(self) -> None:
        """The viewer takes the card chosen in the pile."""
        if self.viewer is None or self.chosen is None or self.draft.done:
            return
        self.draft.pick(self.viewer, self.chosen)
        self.advance()

    def rebuild(self) -> None:
        self.clear()
        self.build()

    # widgets --------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = None if self.curtain else pygame.Rect(px(12), px(10), width - px(24),
                                                           height - px(20))
        self.pile_list = None
        if self.curtain:
            line = max(px(16), height // 36)
            self.button(f"Show {self.names[self.viewer]}'s "
                        f"{'pile' if not self.draft.done else 'picks'}",
                        panels.curtain_button_rect((width, height), line), self.lift_curtain)
            return
        self.label(self._heading(), pygame.Rect(0, px(14), width, px(52)), "#heading")
        self.seats_rect = pygame.Rect(px(40), px(72), width - px(80), px(56))
        top = self.seats_rect.bottom + px(56)
        bottom = height - px(84)
        column = min(px(380), (width - px(100)) // 3)
        if self.draft.done:
            self._build_summary(width, top, bottom)
            return
        seat = self.viewer
        self.label(f"Pile in hand ({len(self.draft.holding[seat])})",
                   pygame.Rect(px(30), top - px(30), column, px(28)), "#column_label")
        self.pile_list = self.add(UISelectionList(
            pygame.Rect(px(30), top, column, bottom - top),
            card_rows(self.draft.holding[seat], "pile"), self.app.manager))
        right = pygame.Rect(width - px(30) - column, top, column, bottom - top)
        self.label(f"Your picks ({len(self.draft.picks[seat])} of {PILES * PILE_SIZE})",
                   pygame.Rect(right.left, top - px(30), column, px(28)), "#column_label")
        self.counts_rect = pygame.Rect(right.left, top, column, px(150))
        self.add(UISelectionList(pygame.Rect(right.left, self.counts_rect.bottom + px(10),
                                             column, bottom - self.counts_rect.bottom - px(10)),
                                 card_rows(self.draft.picks[seat], "pick"), self.app.manager))
        middle = pygame.Rect(px(30) + column + px(20), top,
                             right.left - px(20) - (px(50) + column), bottom - top)
        card_h = min(middle.height - px(70), int(middle.width / 0.58))
        self.card_rect = pygame.Rect(0, middle.top, int(card_h * 0.58), card_h)
        self.card_rect.centerx = middle.centerx
        pick = pygame.Rect(0, self.card_rect.bottom + px(16), px(220), px(48))
        pick.centerx = middle.centerx
        self.pick_button = self.button("Pick", pick, self.pick)
        if self.chosen is None:
            self.pick_button.disable()
        back = pygame.Rect(0, height - px(66), px(180), px(46))
        back.centerx = width // 2
        self.button("Leave the draft", back, self.back, object_id="#secondary_button")

    def _heading(self) -> str:
        if self.draft.done:
            return "The draft is over"
        taken = PILE_SIZE - len(self.draft.holding[self.viewer]) + 1
        return f"Draft · pile {self.draft.round + 1} of {PILES} · pick {taken} of {PILE_SIZE}"

    def _build_summary(self, width: int, top: int, bottom: int) -> None:
        """After the draft: each player's deck, counted (the humans' own only when built)."""
        rows = [(f"{name}: {len(self.draft.picks[seat])} picks, deck of "
                 f"{len(self.decks[seat]) if self.decks[seat] else 0}", f"#deck_{seat}")
                for seat, name in enumerate(self.names)]
        px = self.px
        area = pygame.Rect(0, top, min(px(700), width - px(80)),
                           min(bottom - top, px(60) * len(rows)))
        area.centerx = width // 2
        self.add(UISelectionList(area, rows, self.app.manager))
        y = area.bottom + px(12)
        for seat, name in enumerate(self.names):
            if self.humans[seat] and self.decks[seat] is None:
                rect = pygame.Rect(0, y, px(320), px(44))
                rect.centerx = width // 2
                self.button(f"Build {name}'s deck", rect,
                            lambda seat=seat: self._show_to(seat) if self.hot_seat
                            else self._build_for(seat))
                y += px(52)
        duel = self.duel_seats()
        if duel is not None:
            rect = pygame.Rect(0, y, px(360), px(44))
            rect.centerx = width // 2
            self.button(f"Play a duel: {self.names[duel[0]]} against {self.names[duel[1]]}",
                        rect, self.duel)
        back = pygame.Rect(0, self.app.size[1] - px(66), px(180), px(46))
        back.centerx = width // 2
        self.button("Done", back, self.back,
                    object_id="#menu_button" if duel is None else "#secondary_button")

    def duel_seats(self) -> tuple[int, int] | None:
        """The two seats of the duel the summary offers: the first human with a deck built and
        the next player after it in seat order (all decks are built by then), or ``None``."""
        you = next((s for s, h in enumerate(self.humans) if h and self.decks[s] is not None),
                   None)
        if you is None or any(d is None for d in self.decks):
            return None
        return you, (you + 1) % len(self.names)

    def duel(self) -> None:
        """A Tarot Combat duel at the table between :meth:`duel_seats`, each with the deck it
        built (the ``decks`` option); a refused start is explained in a message window."""
        seats = self.duel_seats()
        if seats is None:
            return
        players = [Seat(self.names[s], HUMAN) if self.humans[s]
                   else Seat(self.names[s], AI, self.level) for s in seats]
        options = {"jokers": self.jokers, "decks": [deck_codes(self.decks[s]) for s in seats]}
        try:
            session = Session.new("combat", players, options=options,
                                  hot_seat_undo=all(self.humans[s] for s in seats))
        except (ValueError, storage.SaveError, OSError) as exc:
            self.message("Cannot start the duel", str(exc))
            return
        self.app.show("table", session=session)

    def back(self) -> None:
        """Esc or "Leave the draft": leave. While the draft is not over its picks would be
        lost, so a human who has picked is asked first."""
        picked = sum(len(self.draft.picks[s]) for s, h in enumerate(self.humans) if h)
        if self.draft.done or not picked or self.app.stack.top is not self:
            super().back()
            return
        words = f"{picked} pick{'' if picked == 1 else 's'}"
        self.confirm("Leave the draft", f"Leave the draft? Your {words} will be lost.",
                     "Leave", super().back)

    def _build_for(self, seat: int) -> None:
        self.viewer = seat
        self._build_deck()

    # input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        element = getattr(event, "ui_element", None)
        if self.pile_list is not None and element is self.pile_list:
            if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
                self._choose()
                return None
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self._choose()
                self.pick()
                return None
        if (self.curtain and event.type == pygame.KEYDOWN
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and not self._open_dialogs()):
            self.lift_curtain()
            return None
        return super().handle_event(event)

    def _choose(self) -> None:
        chosen = self.pile_list.get_single_selection(include_object_id=True)
        self.chosen = parse_card(chosen[1].split("_", 1)[1]) if chosen else None
        if self.chosen is None:
            self.pick_button.disable()
        else:
            self.pick_button.enable()

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain:
            size = surface.get_size()
            line = max(self.px(16), size[1] // 36)
            back = self.app.images.back((line * 4, round(line * 4 / 0.58)))
            panels.curtain(surface, felt_backdrop(size, self.app.looks.felt), back,
                           self.names[self.viewer], line)
            self.focus_ring.draw(surface)
            return
        super().draw(surface)
        self._draw_seats(surface)
        if self.draft.done:
            return
        draw_counts(surface, self.counts_rect, self.draft.picks[self.viewer], self.app.ui_scale)
        if self.chosen is not None:
            surface.blit(self.app.images.face(self.chosen, self.card_rect.size), self.card_rect)
        else:
            panels.empty_pile(surface, self.card_rect)
            hint = panels.fit("Choose a card", self.px(16), self.card_rect.width - self.px(8),
                              colour=MUTED, italic=True)
            surface.blit(hint, hint.get_rect(center=self.card_rect.center))

    def _draw_seats(self, surface: pygame.Surface) -> None:
        """The players in seat order, each with its picks, and the direction of passing."""
        px = self.px
        rect = self.seats_rect
        n = len(self.names)
        step = rect.width / n
        direction = self.draft.direction if not self.draft.done else 0
        for seat, name in enumerate(self.names):
            box = pygame.Rect(0, 0, int(step) - px(60), rect.height)
            box.center = (rect.left + round(step * (seat + 0.5)), rect.centery)
            panels.panel(surface, box, active=seat == self.viewer)
            words = panels.fit(name, px(18), box.width - px(12),
                               colour=GOLD_LIGHT if seat == self.viewer else CREAM, bold=True)
            surface.blit(words, words.get_rect(midtop=(box.centerx, box.top + px(6))))
            picks = len(self.draft.picks[seat])
            count = panels.fit(f"{picks} pick{'' if picks == 1 else 's'}", px(14),
                               box.width - px(12), colour=MUTED)
            surface.blit(count, count.get_rect(midbottom=(box.centerx, box.bottom - px(6))))
            if direction and (seat + 1 < n):
                self._arrow(surface, box.right + px(6), box.right + px(54), box.centery,
                            direction)
        if direction:
            words = f"Passing {DIRECTION_WORDS[direction]}"
            if self.viewer is not None:
                words += f" — to {self.names[(self.viewer + direction) % n]}"
            words += (" (the last passes to the first)" if direction > 0
                      else " (the first passes to the last)")
            note = panels.fit(words, px(15), rect.width, colour=MUTED, italic=True)
            surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.bottom + px(6))))

    @staticmethod
    def _arrow(surface: pygame.Surface, left: int, right: int, y: int, direction: int) -> None:
        pygame.draw.line(surface, GOLD, (left + 4, y), (right - 4, y), 3)
        tip, tail = (right - 2, right - 14) if direction > 0 else (left + 2, left + 14)
        pygame.draw.polygon(surface, GOLD, [(tip, y), (tail, y - 8), (tail, y + 8)])
