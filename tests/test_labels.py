"""Button labels are never cut (``app/labels.py``)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from tarot_table.app.labels import column_rows, fitting_text, needed_width, widen_to_fit


def text_colours(button: UIButton, left: int, right: int) -> int:
    """How many colours the button's image has across ``[left, right)`` on its middle row."""
    image, y = button.image, button.relative_rect.height // 2
    return len({tuple(image.get_at((x, y))) for x in range(left, right)})


def test_a_widened_button_draws_its_whole_label(make_app):
    app = make_app()
    text = "The Hanged Man: Basil discards every card of a long hand"
    button = UIButton(pygame.Rect(10, 10, 120, 35), text, app.manager,
                      object_id="#small_button")
    app.manager.update(0.01)
    widen_to_fit([button], 1000)
    app.manager.update(0.01)
    width = button.relative_rect.width
    assert width == needed_width(button, text)
    assert text_colours(button, width - 60, width - 12) > 2, "the label's end is drawn"


def test_the_first_text_a_button_holds_whole_else_the_last_cut_with_an_ellipsis(make_app):
    app = make_app()
    button = UIButton(pygame.Rect(10, 10, 200, 35), "", app.manager)
    whole, brief = "Off the top · 8 players · best of 3 · round 1", "Off the top · round 1"
    assert fitting_text(button, ("Ada", brief)) == "Ada"
    assert fitting_text(button, (whole, brief)) == brief
    cut = fitting_text(button, (whole, whole + " · and more words"))
    assert cut.endswith("…") and whole.startswith(cut[:-1].rstrip())
    assert needed_width(button, cut) <= 200 < needed_width(button, whole)


def test_a_column_shows_a_shared_name_once_over_its_neighbours_only():
    """Neighbours of one "Name: …" get one heading; a lone "Name: …" and names apart stay
    whole; every button keeps its place in the order."""
    labels = ["Death: discard the deck", "The Star: call a card",
              "Judgment: Ada abdicates on cups", "Judgment: Bo abdicates on cups", "Pass",
              "Judgment: Cy abdicates on coins"]
    assert column_rows(labels) == [
        ("Death: discard the deck", False), ("The Star: call a card", False),
        ("Judgment", True), ("Ada abdicates on cups", False), ("Bo abdicates on cups", False),
        ("Pass", False), ("Judgment: Cy abdicates on coins", False)]
    assert column_rows([]) == []


def test_a_line_too_long_is_drawn_smaller_before_it_is_cut(make_app):
    """A prompt that does not fit its width is drawn whole in a smaller size, down to
    ``smallest``; only below that is it cut with an ellipsis."""
    from tarot_table.app.draw.panels import fit, text
    make_app()
    words = "Commit on a battlefield (drag cards onto it; click cards to carry several)"
    limit = text(words, 14, bold=True).get_width() + 1
    whole = fit(words, 18, limit, smallest=12, bold=True)
    assert whole.get_width() <= limit
    assert any(whole.get_size() == text(words, k, bold=True).get_size() for k in range(12, 18))
    cut = fit(words, 18, limit, bold=True)                  # no smaller size allowed
    assert cut.get_width() <= limit and cut.get_height() == text(words, 18, bold=True).get_height()
    assert not any(cut.get_size() == text(words, k, bold=True).get_size() for k in range(12, 19))
