"""How the card table is drawn: :class:`TableDrawing`, the drawing half of
:class:`~.scene.TableScene` (felt, piles, panels, the cards in their zones' order, the choice
panel's backing; the table's mode over it all). It reads the scene's parts and changes nothing
but its cached images: the zones' layers, the backdrop (the felt and what lies under the cards
and panels), the boards (the backdrop, the plates, the score and the log) and, while no card
is held, the still image (the boards and the cards of every zone that lies still, apart from
the cards that move); over the boards or the still image the glowing plates are drawn again
each frame, clipped to their place, and then the rest: the zones left out of the image, the
flying cards, the board part's marks."""

from __future__ import annotations

from typing import Iterable

import pygame

from ...rules.base import Event
from ..draw import panels
from ..draw.layout import CARD_RATIO
from ..draw.felt import felt_backdrop
from ..draw.layer_cache import look_changes, looks, path_reach
from ..draw.sprites import CardSprite
from ..draw.words import level_name
from . import indicators as signs
from .messages import LOG_LINES, TOAST_FADE
from .reactions import ReactionWindow

#: A card of a choice grid under the mouse (or focused) is shown this many hand cards tall
#: when it is smaller (so that the name-a-card grid is readable at 1280×800).
ZOOMED = 1.3
#: The order zones are drawn in, by kind (later kinds on top).
ZONE_ORDER = {"won": 0, "front": 0, "aside": 1, "deck": 2, "draw": 2, "discard": 2, "hand": 3,
              "trick": 4}
PILES = ("draw", "deck", "aside", "won", "discard")   # zone kinds drawn as stacks
#: A zone in motion with at least this many still cards under its first moving one draws them
#: from a layer of their own (a part of the zone in :class:`~..draw.layer_cache.LayerCache`).
STILL_PART = 4


def still_look(sprites: list[CardSprite], flying: set[int]) -> tuple | None:
    """The look of a zone's ``sprites`` (:func:`~..draw.layer_cache.looks`) when they lie
    still, none of them ``flying`` (the ids of the sprites in flight), else ``None``."""
    if flying and any(id(s) in flying for s in sprites):
        return None
    return looks(sprites)


class TableDrawing:
    """The drawing methods of :class:`~.scene.TableScene` (a mix-in: ``self`` is the scene)."""

    #: The looks (:func:`~..draw.layer_cache.looks`) of the zones the frame's still image
    #: holds, in drawing order, as its :meth:`_still_key` found them; empty without one.
    _looks: dict[str, tuple] = {}
    #: The name plates and the score panel's content, as the frame's :meth:`_boards_key`
    #: found them (the panels are drawn from them).
    _plate_infos: list[panels.PlateInfo]
    _score: panels.ScoreInfo
    #: Where the prompt (what the viewer is asked) stood in the last frame, or ``None``.
    prompt_rect: pygame.Rect | None = None
    #: The seats whose plates glow and the table's clock when they were lit (the pulse's
    #: start): :meth:`_follow_glow`.
    _glow: tuple[frozenset[int], float] = (frozenset(), 0.0)

    def draw(self, surface: pygame.Surface) -> None:
        """The table from the bottom up: what lies on it (:meth:`_draw_lying`), what the
        viewer is asked (:meth:`_draw_asked`), the hint's marker, the toast, a card the
        pointer or the keys show large (:meth:`_draw_pointed`), the mode, the focus ring and
        the zones' numbers while the keys aim a drop."""
        self._draw_lying(surface)
        self._draw_asked(surface)
        self.hint.draw_marker(surface)
        if self.toast is not None:
            self._draw_toast(surface)
        if self.curtain_for is None:
            self._draw_pointed(surface)
        if self.mode is not None:
            self.mode.draw(surface)
        self.focus_ring.draw(surface)
        if getattr(self.input, "keyboard", False):
            self._draw_zone_numbers(surface)

    def _draw_lying(self, surface: pygame.Surface) -> None:
        """The backdrop, the boards, the hint's board and the cards: from the frame's still
        image when there is one (:meth:`_still_key`), the zones left out of it and the
        plates that glow drawn over it; the board part's ``draw_over`` above the cards."""
        part = self.part
        lit = self.lit_zones() if part is not None else set()
        images = self.app.images
        under = ((self.app.looks.felt, images.back_colour, images.safe_suits), self.layout,
                 part.under_key(lit) if part is not None else self._piles_key())
        overlay = part.draw_over if part is not None else None
        boards, live = self._boards_key(under)
        still = self._still_key(boards)
        if still is None:
            self._draw_boards(surface, under, lit, boards, live)
            self.hint.draw(surface)
            self._draw_cards(surface, overlay)
            return
        self.top.still.draw(surface, still,
                            lambda target: self._draw_still(target, under, lit, boards, live),
                            self._still_changes)
        self._draw_live(surface, live, lambda target: self._draw_table(target, under, lit))
        self._draw_cards(surface, overlay, zones=[z for z, look in still[4] if look is None])

    def _draw_asked(self, surface: pygame.Surface) -> None:
        """The game's prompt above the hand while the viewer may act and no toast or choice
        panel shows (where it stands: :attr:`prompt_rect`), and the choice panel's backing."""
        self.prompt_rect = None
        if self.toast is None and self.can_act and (self.choices is None or self.choices.bar):
            ask = self.session.game.prompt(self.view_now())
            if ask:
                self._draw_prompt(surface, self.event_text(Event("message", text=ask)))
        if self.choices is not None and self.choices.buttons:
            self._draw_choice_backing(surface)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        """The latest word, at the board part's place for it or the layout's, beside or over
        the hint's board, fading out."""
        part_place = getattr(self.part, "toast_place", None)
        anchor, room = (part_place() if part_place is not None else None) or \
            (self.layout.toast_anchor(), None)
        panels.toast(surface, anchor, self.toast,
                     round(255 * min(1.0, self.messages.toast_left / TOAST_FADE)),
                     self.layout.line, self.hint.board_rect(), room)

    def _draw_pointed(self, surface: pygame.Surface) -> None:
        """A card shown large with its rule: the board part's under the pointer, the log's
        line's, the hand's in the keys' focus or under the pointer."""
        if self.part is not None:
            self.part.draw_zoom(surface, self.app.mouse_pos())
        self._draw_log_card(surface)
        self._draw_card_rule(surface)

    def _draw_prompt(self, surface: pygame.Surface, words: str) -> None:
        """What the viewer is asked, centred above its hand, as wide as the window leaves on
        both sides of the hand's middle; where it stands is kept in :attr:`prompt_rect` (the
        hint's words stand clear of it)."""
        layout, line = self.layout, self.layout.line
        hand = layout.hand_rect(self.viewer)
        room = 2 * (min(hand.centerx, surface.get_width() - hand.centerx) - layout.margin)
        surf = panels.fit_rows(words, round(line * 0.8), room, round(line * 0.62),
                               colour=panels.GOLD_LIGHT, bold=True)
        self.prompt_rect = surf.get_rect(midbottom=(hand.centerx, hand.top - layout.gap))
        surface.blit(surf, self.prompt_rect)

    def _boards_key(self, under: tuple) -> tuple[tuple, list[pygame.Rect]]:
        """The key of the boards' image (the backdrop of key ``under``, the plates, the score
        and the log: :meth:`_draw_boards`) and the places that change from frame to frame in
        it (the glowing plates of the seats to act or thinking, the board part's lit plates)."""
        layout = self.layout
        plates = self._plate_infos = self._plates()
        live = [layout.name_plate(seat).inflate(10, 10)     # with the pulsing glow round it
                for seat, plate in enumerate(plates) if plate.active or plate.thinking]
        if self.part is not None:
            live += self.part.live_plates(self.view_now(), not self._hidden() and not self.busy)
        info = self._score = self._score_info()
        key = (under, tuple((p.name, p.detail, p.active or p.thinking, p.dealer, p.tag)
                            for p in plates), tuple(tuple(rect) for rect in live),
               self.shown.penalty,
               (info.heading, info.goal, tuple(info.names), tuple(info.hand),
                tuple(info.totals), info.labels, info.counts, info.signed),
               tuple(list(self.log)[-LOG_LINES:]))
        return key, live

    def _still_key(self, boards: tuple) -> tuple | None:
        """The key of the still image (the boards' image of key ``boards`` and the cards of
        the zones :meth:`_still_zones` lets it hold: :meth:`_draw_still`), or ``None`` when the
        frame is drawn without it: a card is held or a hint's halo shows."""
        self._looks = {}
        if self.input.held() or self.hint.card() is not None:
            return None
        zones = self._still_zones()
        self._looks = {zone: look for zone, look in zones if look is not None}
        return boards, self.layout.card, self.hands_visible, self.images.back_colour, zones

    def _still_zones(self) -> tuple[tuple[str, tuple | None], ...]:
        """Every zone in drawing order with its look when the still image may hold it (else
        ``None``): its cards lie still, none flying, and apart from those of every zone left
        out before it (where they are and where they go), so that drawing it first, in the
        image, changes no pixel. The zones left out are drawn over the image each frame."""
        board, layers, card = self.board, self.top.layers, self.layout.card
        flying = set(map(id, board.flying))
        zones, apart = [], []       # apart: where the zones left out so far may paint
        for zone in self._zones_in_order():
            sprites = board.zones[zone]
            look = still_look(sprites, flying)
            if look is not None:
                places = layers.places(zone, look, card) if apart else ()
                if not any(place.collidelist(apart) >= 0 for place in places):
                    zones.append((zone, look))
                    continue
                apart += places
            else:
                apart += [path_reach(s, card) for s in sprites if id(s) not in flying]
            zones.append((zone, None))
        return tuple(zones)

    def _under_changes(self, old: tuple, new: tuple) -> list[pygame.Rect] | None:
        """Where the backdrop of key ``old`` may differ from that of key ``new`` (both
        :meth:`draw`'s ``under``), or ``None``: anywhere (always, but for a board part that
        tells where, its ``under_changes(old, new)``)."""
        part_changes = getattr(self.part, "under_changes", None)
        if part_changes is None or old[:2] != new[:2]:
            return None
        return part_changes(old[2], new[2])

    def _boards_changes(self, old: tuple, new: tuple) -> list[pygame.Rect] | None:
        """Where the boards' image of key ``old`` may differ from that of key ``new`` (both
        of :meth:`_boards_key`): the backdrop's changes, the name plates (with their glow),
        the places that glow, the score and the log that changed; ``None``: anywhere (the
        backdrop changed anywhere, the penalty badge changed, the number of seats)."""
        under, plates, glowing, penalty, score, log = old
        places = [] if under == new[0] else self._under_changes(under, new[0])
        if places is None or penalty != new[3] or len(plates) != len(new[1]):
            return None
        layout, line = self.layout, self.layout.line
        places += [layout.name_plate(seat).inflate(2 * line, 2 * line)
                   for seat, (was, now) in enumerate(zip(plates, new[1])) if was != now]
        places += [pygame.Rect(rect) for rect in set(glowing) ^ set(new[2])]
        if score != new[4]:
            places.append(layout.score_panel)
        if log != new[5]:
            places.append(layout.log_panel)
        return places

    def _still_changes(self, old: tuple, new: tuple) -> list[pygame.Rect] | None:
        """Where the still image of key ``old`` may differ from that of key ``new`` (both of
        :meth:`_still_key`): the boards' changes and the cards that lie differently or came
        into the image or left it; ``None``: anywhere (the boards changed anywhere, the cards'
        size or backs or the zones changed)."""
        if old[1:4] != new[1:4] or [z for z, _ in old[4]] != [z for z, _ in new[4]]:
            return None
        places = [] if old[0] == new[0] else self._boards_changes(old[0], new[0])
        if places is None:
            return None
        card = self.layout.card
        for (_, was), (_, now) in zip(old[4], new[4]):     # a zone left out: no cards there
            places += look_changes(was or (), now or (), card)
        return places

    @staticmethod
    def _draw_live(surface: pygame.Surface, live: list[pygame.Rect], paint) -> None:
        """``paint(surface)`` again clipped to each of the ``live`` places (over an image that
        holds them as they were: what moves there is drawn in its turn)."""
        clip = surface.get_clip()
        for rect in live:
            place = rect.clip(clip)
            if place.width and place.height:
                surface.set_clip(place)
                paint(surface)
        surface.set_clip(clip)

    def _draw_boards(self, surface: pygame.Surface, under: tuple, lit: set[str], key: tuple,
                     live: list[pygame.Rect]) -> None:
        """The backdrop (of key ``under``, with the zones in ``lit`` lit) and the panels, from
        the boards' image of ``key``, with the ``live`` places drawn again."""
        paint = self._draw_panels_over(under, lit)
        self.top.boards.draw(surface, key, paint, self._boards_changes)
        self._draw_live(surface, live, paint)

    def _draw_panels_over(self, under: tuple, lit: set[str]):
        """A painter of the backdrop (of key ``under``, ``lit``) and the panels over it."""
        def paint(target: pygame.Surface) -> None:
            self.top.backdrop.draw(target, under, lambda image: self._draw_under(image, lit),
                                   self._under_changes)
            self._draw_panels(target)
        return paint

    def _draw_still(self, surface: pygame.Surface, under: tuple, lit: set[str], boards: tuple,
                    live: list[pygame.Rect]) -> None:
        """The still image: the boards (:meth:`_draw_boards`), the hint's halo and the cards
        of the zones it holds, the layers of their new looks built at once so that the image
        holds them."""
        self._draw_boards(surface, under, lit, boards, live)
        self.hint.draw(surface)
        self._draw_cards(surface, at_once=True, zones=self._looks)

    def _draw_table(self, surface: pygame.Surface, under: tuple, lit: set[str]) -> None:
        """The backdrop (of key ``under``, with the zones in ``lit`` lit), the panels, the
        hint's halo and the cards of the zones the still image holds."""
        self._draw_panels_over(under, lit)(surface)
        self.hint.draw(surface)
        self._draw_cards(surface, zones=self._looks)

    def _draw_under(self, surface: pygame.Surface, lit: set[str]) -> None:
        """The felt and everything under the cards and the panels (the board part's, or the
        trick felt, the ring and the piles), with the zones in ``lit`` lit; it depends on
        nothing but the backdrop's key (:meth:`_piles_key`, the part's ``under_key``)."""
        layout, line = self.layout, self.layout.line
        surface.blit(felt_backdrop(surface.get_size(), self.app.looks.felt), (0, 0))
        if self.part is not None:
            self.part.draw_under(surface, lit)
            return
        panels.trick_felt(surface, layout.trick_area.inflate(line * 2, line))
        signs.direction_ring(surface, layout.trick_area.inflate(line * 5, line * 3),
                             self.shown.direction)
        self._draw_piles(surface)

    def _piles_key(self) -> tuple:
        """What the trick table's part of the backdrop shows: the direction of play, the card
        to match and which piles hold how many cards."""
        zones = self.board.zones
        return (self.shown.direction, self.shown.match, self.top.zone_order,
                tuple((zone, len(sprites)) for zone, sprites in zones.items()))

    def _draw_zone_numbers(self, surface: pygame.Surface) -> None:
        """The number key of each zone the keyboard's selection may be dropped on, in a gold
        disc at the middle of the zone's left edge."""
        line = self.layout.line
        for number, zone in enumerate(self.input.keyboard_zones()[:9], 1):
            rect = self.layout.drop_rect(zone)
            centre = (rect.left + line * 0.7, rect.centery)
            pygame.draw.circle(surface, panels.GOLD_LIGHT, centre, line * 0.6)
            digit = panels.text(str(number), round(line * 0.8), (30, 20, 10), bold=True)
            surface.blit(digit, digit.get_rect(center=centre))

    def _notes(self) -> dict[str, str]:
        """The game's notes at zones with the seats' names put in, as the animation has got
        (only a table with a part of its own, of battlefields, has them)."""
        return self.part.notes if self.part is not None else {}

    def _draw_choice_backing(self, surface: pygame.Surface) -> None:
        """A board behind the choice buttons (drawn under the widgets) with its heading and the
        card images of the choices that name a card, the one under the mouse glowing."""
        line, choices = self.layout.line, self.choices
        if choices.bar:
            return
        title = panels.fit(choices.title, round(line * 0.85), self.layout.choice_area().width,
                           colour=panels.GOLD_LIGHT, bold=True)
        board = self._choice_board(title.get_width())
        panels.panel(surface, board, active=True)
        surface.blit(title, title.get_rect(midtop=(board.centerx, board.top + line // 3)))
        self._draw_choice_cards(surface, board.top + round(1.4 * line))

    def _choice_board(self, title_width: int) -> pygame.Rect:
        """The board behind the choice panel's buttons (and Back), with room above them for a
        heading ``title_width`` pixels wide clear of its rounded corners (a long one, "The
        Moon: discard cards (at least two), then Done", would touch them)."""
        line = self.layout.line
        rects = [b.relative_rect for b in self.choices.buttons]
        if self.back_button is not None:
            rects.append(self.back_button.relative_rect)
        board = rects[0].unionall(rects[1:]).inflate(2 * line, 2 * line)
        board.top -= round(1.4 * line)
        board.height += round(1.4 * line)
        for _ in range(2):              # a wider board may have wider corners
            need = title_width + 2 * line + panels.corner_radius(board.size)
            if need > board.width:
                board.inflate_ip(need - board.width, 0)
        return board

    def _draw_choice_cards(self, surface: pygame.Surface, heading: int) -> None:
        """The card images of the choices that name a card, the one under the mouse (or in
        the focus ring) ringed and, when small, shown large above it, below the board's
        heading (which ends at ``heading``)."""
        choices = self.choices
        hovered = choices.hovered_card(self.focus_ring.focused, mouse=not self.keys_last)
        for card, rect in choices.cards:
            if card == hovered:
                pygame.draw.rect(surface, panels.GOLD_LIGHT, rect.inflate(8, 8),
                                 border_radius=max(4, rect.width // 10))
            surface.blit(self.images.face(card, rect.size), rect)
        for card, rect in choices.cards:        # a small card shown large (hover or focus)
            if card == hovered and rect.height < ZOOMED * self.layout.card[1]:
                height = round(ZOOMED * self.layout.card[1])
                face = self.images.face(card, (round(height * CARD_RATIO), height))
                # above the small card's top (the tooltip shows under the pointer), but
                # below the board's heading, which it would hide
                panels.zoomed_card(surface, face, (rect.right, max(rect.top - height // 2,
                                                                   heading + height // 2)),
                                   self.layout)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """The signs of the piles under their cards: the draw pile's place (the scart's),
        the won piles' empty places, the count of cards to draw, the discard piles'."""
        layout, zones = self.layout, self.board.zones
        self._draw_pile_place(surface)
        for seat in range(len(self.session.seats)):
            if f"won:{seat}" in self.top.zone_order and not zones.get(f"won:{seat}"):
                pile = layout.won_pile(seat)
                panels.empty_pile(surface, pile.inflate(-2 * layout.gap, -2 * layout.gap))
        count = len(zones.get("draw", ()))
        if count:
            panels.caption(surface, (layout.draw_pile.centerx, layout.draw_pile.bottom),
                           panels.counted(count, "to draw"), layout.line)
        self._draw_discard_piles(surface)

    def _draw_pile_place(self, surface: pygame.Surface) -> None:
        """At the draw pile's place: "Scart" where the scart lies, else an empty place when
        neither the draw pile nor the deck holds a card."""
        layout, zones = self.layout, self.board.zones
        if "scart" in zones:
            panels.caption(surface, (layout.draw_pile.centerx, layout.draw_pile.bottom),
                           "Scart", layout.line)
        elif not zones.get("draw") and not zones.get("deck"):
            panels.empty_pile(surface, layout.draw_pile.inflate(-2 * layout.gap, -2 * layout.gap))

    def _draw_discard_piles(self, surface: pygame.Surface) -> None:
        """Each discard pile's empty place, "Majors" under the major pile and the card to
        match under the minor one."""
        layout = self.layout
        badge = None        # the card to match, under the minor pile (laid out first)
        for zone, rect in layout.discard_piles.items():
            if zone not in self.top.zone_order:
                continue
            if not self.board.zones.get(zone):
                panels.empty_pile(surface, rect.inflate(-layout.gap, -layout.gap))
            if zone == "discard:major":
                panels.caption(surface, (rect.centerx, rect.bottom + layout.gap),
                               "Majors", layout.line, clear_of=badge)
            elif self.shown.match is not None and self.board.zones.get(zone):
                badge = signs.match_badge(surface, (rect.centerx, rect.bottom + layout.gap),
                                          *self.shown.match, layout.line)

    def _hidden(self) -> bool:
        """Whether the plates hide who acts (a reaction window is open or due)."""
        return isinstance(self.mode, ReactionWindow) or self.reactions.asking()

    def _lit_seats(self) -> frozenset[int]:
        """The seats whose name plates glow: an AI seat thinking, or the seat to act once the
        cards lie still; none while the plates hide who acts."""
        if self._hidden():
            return frozenset()
        turn, busy = self.shown.turn, self.busy
        return frozenset(seat for seat in range(len(self.session.seats))
                         if self.ai.thinking(seat) or (seat == turn and not busy))

    def _follow_glow(self) -> None:
        """The glow pulses again from now when the plates lit change (once a frame)."""
        lit = self._lit_seats()
        if lit != self._glow[0]:
            self._glow = (lit, self.clock)

    def _plates_change(self) -> float | None:
        """0 while a lit plate's glow pulses (:data:`~..draw.panels.PULSE_SECONDS`; never with
        reduced motion), else the seconds until the dots of a seat thinking count on, else
        ``None``."""
        lit, since = self._glow
        pulsing = lit and not self.reduce_motion and self.clock - since < panels.PULSE_SECONDS
        if lit != self._lit_seats() or pulsing:
            return 0.0
        if any(self.ai.thinking(seat) for seat in lit):
            return panels.DOT_SECONDS - self.clock % panels.DOT_SECONDS
        return None

    def _plates(self) -> list[panels.PlateInfo]:
        """What each seat's name plate shows."""
        shown, seats = self.shown, self.session.seats
        notes = self._notes()
        lit = self._lit_seats()
        # with reduced motion the glow holds at its brightest from the first
        lit_for = panels.PULSE_SECONDS if self.reduce_motion else self.clock - self._glow[1]
        plates = []
        for seat, info in enumerate(seats):
            kind = f"{level_name(info.agent or 'AI')} AI" if not info.is_human else "Human"
            count = len(self.board.zones.get(f"hand:{seat}", ()))
            thinking = self.ai.thinking(seat) and seat in lit
            detail = notes.get(f"seat:{seat}", f"{kind} · {count} card{'s' * (count != 1)}")
            tag = "Taruno!" if seat in shown.called else \
                "Declarer" if seat == shown.declarer else ""
            plates.append(panels.PlateInfo(info.name, detail, seat in lit, shown.dealer == seat,
                                           thinking, self.clock, tag, lit_for))
        return plates

    def _draw_panels(self, surface: pygame.Surface) -> None:
        """The name plates, the board part's plates, the penalty badge, the score and the
        log (as the frame's :meth:`_boards_key` found them); a name plate, the score or the
        log wholly outside the surface's clip is left out."""
        layout, shown, line = self.layout, self.shown, self.layout.line
        clip = surface.get_clip()
        for seat, plate in enumerate(self._plate_infos):
            rect = layout.name_plate(seat)
            if clip.colliderect(rect.inflate(2 * line, 2 * line)):    # with its glow
                panels.name_plate(surface, rect, plate, layout.plate_line)
        if self.part is not None:
            self.part.draw_plates(surface, self.view_now(), not self._hidden() and not self.busy)
        if shown.penalty is not None and shown.penalty[0] < len(self.session.seats):
            signs.penalty_badge(surface, layout.name_plate(shown.penalty[0]), shown.penalty[1],
                                line)
        if clip.colliderect(layout.score_panel):
            panels.score_panel(surface, layout.score_panel, self._score, line)
        if clip.colliderect(layout.log_panel):
            panels.log_panel(surface, layout.log_panel, list(self.log)[-LOG_LINES:], line)

    def _draw_log_card(self, surface: pygame.Surface) -> None:
        """The card a log line under the mouse tells of, shown large beside the log panel
        (each entry highlights its cards on hover)."""
        layout = self.layout
        lines = list(self.log)[-LOG_LINES:]
        pos = self.app.mouse_pos()
        at = panels.log_line_at(layout.log_panel, layout.line, lines, pos)
        if at is None:
            return
        card = self.messages.log_cards[-len(lines):][at]
        if card is None:
            return
        height = round(ZOOMED * layout.card[1])
        face = self.images.face(card, (round(height * CARD_RATIO), height))
        panel = layout.log_panel        # beside the panel, on the board's side of it
        x = panel.left - face.get_width() - 2 * layout.line \
            if panel.centerx > layout.size[0] // 2 else panel.right
        shown = panels.zoomed_card(surface, face, (x, pos[1]), layout)
        words = self.session.game.card_text(card)
        if words:
            panels.rule_panel(surface, words, shown, layout.line)

    def _draw_card_rule(self, surface: pygame.Surface) -> None:
        """The rule of the hand's card in the keys' focus, or under the pointer whether or not
        the viewer is to play (:meth:`~tarot_table.rules.base.Game.card_text`), above it;
        nothing while a card is dragged, or for a card that carries no rule of its own."""
        sprite = self._pointed_in_hand() if self.input.dragging is None else None
        if sprite is None:
            return
        words = self.session.game.card_text(sprite.card)
        if words:
            panels.rule_panel(surface, words, sprite.rect(self.layout.card), self.layout.line)

    def _pointed_in_hand(self) -> CardSprite | None:
        """The sprite of the viewer's hand that the keys are on (the card they select, else
        their cursor) if they were used last, else the one under the pointer; ``None``."""
        hand = self.board.zones.get(f"hand:{self.viewer}", [])
        if self.keys_last:
            cards = [s.card for s in hand]
            focus = self.input.selected if self.input.selected in cards else self.input.hovered
            return next((s for s in hand if s.card is not None and s.card == focus), None)
        pos, size = self.app.mouse_pos(), self.layout.card
        return next((s for s in reversed(hand) if s.card is not None and s.contains(pos, size)),
                    None)

    def _score_info(self) -> panels.ScoreInfo:
        """The score panel: the board part's when it has one, else the plug-in's."""
        info = self.part.score_info() if self.part is not None else None
        if info is not None:
            return info
        return self.plugin.score_info(self.view_now(), self.shown, self.names(), self.board)

    def _zones_in_order(self) -> list[str]:
        """The zones in the order they are drawn (:data:`ZONE_ORDER`, the viewer's hand
        last)."""
        viewer_hand = f"hand:{self.viewer}"

        def rank(zone: str) -> int:
            return 5 if zone == viewer_hand else ZONE_ORDER.get(zone.partition(":")[0], 2)

        return sorted(self.board.zones, key=rank)

    def _draw_cards(self, surface: pygame.Surface, overlay=None, at_once: bool = False,
                    zones: Iterable[str] | None = None) -> None:
        """The cards of ``zones`` (in drawing order; ``None``: every zone), zone by zone
        (``at_once``: see :meth:`_draw_still`), their flying ones above, then
        ``overlay(surface)`` (if any), then the cards held by the mouse on top."""
        images, card, cache = self.images, self.layout.card, self.top.cache
        hide_hands = not self.hands_visible
        flying = {id(s): i for i, s in enumerate(self.board.flying)}
        held = self.input.held()
        later: list[tuple[int, CardSprite, bool]] = []
        for zone in self._zones_in_order() if zones is None else zones:
            later += self._draw_zone(surface, zone, hide_hands and zone.startswith("hand:"),
                                     held, flying, at_once)
        for _, sprite, hide in sorted(later, key=lambda item: item[0]):
            sprite.draw(surface, images, card, cache, hide=hide)
        if overlay is not None:
            overlay(surface)
        dragged = self.input.dragging
        for sprite in held:
            sprite.draw(surface, images, card, cache, hide=hide_hands and sprite is dragged,
                        shadow=2.5)

    def _draw_zone(self, surface: pygame.Surface, zone: str, hide: bool,
                   held: list[CardSprite], flying: dict[int, int], at_once: bool
                   ) -> list[tuple[int, CardSprite, bool]]:
        """The cards lying in ``zone`` (face down if ``hide``): from the zone's layer while
        none of them is ``held`` or ``flying`` (the sprites' ids by their order in flight),
        else one by one above the still part (:meth:`_draw_still_part`), leaving out those
        held; the flying ones are returned (order in flight, sprite, ``hide``) to be drawn
        above every zone."""
        pile = zone.partition(":")[0] in PILES
        sprites = self.board.zones[zone]
        mixed = (held or flying) and any(s in held or id(s) in flying for s in sprites)
        extra = (hide, pile, self.images.back_colour)
        paint = self._painter(hide, pile)
        # the zones' looks worked out by this frame's :meth:`_still_key`
        if not mixed and self.top.layers.draw(surface, zone, sprites, self.layout.card, extra,
                                              paint, at_once, self._looks.get(zone)):
            return []
        later = []
        start = self._draw_still_part(surface, zone, held, flying, extra, paint)
        for k, sprite in enumerate(sprites[start:], start):
            if sprite in held:
                continue
            if id(sprite) in flying:
                later.append((flying[id(sprite)], sprite, hide))
                continue
            paint(surface, k, sprite)
        return later

    def _painter(self, hide: bool, pile: bool):
        """How a zone's ``k``-th sprite ``s`` is painted on ``target``: ``paint(target, k, s)``,
        face down if ``hide``, in a ``pile`` with no shadow but under the first card."""
        images, card, cache = self.images, self.layout.card, self.top.cache

        def paint(target: pygame.Surface, k: int, sprite: CardSprite) -> None:
            sprite.draw(target, images, card, cache, hide=hide,
                        shadow=0.0 if pile and k > 0 else 1.0)

        return paint

    def _draw_still_part(self, surface: pygame.Surface, zone: str, held: list[CardSprite],
                         flying: dict[int, int], extra: tuple, paint) -> int:
        """The first cards of a long ``zone`` that lie still under the moving ones, drawn at
        once from a layer when they are :data:`STILL_PART` or more; how many were."""
        sprites = self.board.zones[zone]
        if len(sprites) < STILL_PART:
            return 0
        start = 0
        while start < len(sprites) and not sprites[start].moving and \
                sprites[start] not in held and id(sprites[start]) not in flying:
            start += 1
        if start < STILL_PART:
            return 0
        self.top.layers.draw(surface, (zone, "still part"), sprites[:start], self.layout.card,
                             extra, paint)
        return start
