"""Button labels that are never cut: a shorter label, or a wider button, when the text does not
fit (never "The Hanged Man: H0 disc…" or "Undo (Ctrl+Z" at 800×560); and a column of choices
whose neighbouring labels share a "Name: " shows it once above them (:func:`column_rows`); a
column that can widen no more to hold a heading draws its headings in a smaller font
(:func:`narrow_headings`) and, still too narrow, in shorter words (:func:`shorter_headings`),
one that cannot hold a label its buttons without their shadow
(:func:`narrow_buttons`)."""

from __future__ import annotations

from typing import Collection, Sequence

from pygame_gui.elements import UIButton, UILabel

#: The pixels a button's shadow, border and padding take from its width; a label's; a
#: narrow button's (:data:`NARROW_BUTTON`).
PADDING = 16
LABEL_PADDING = 2
NARROW_PADDING = 10
#: The theme's smaller font for a column's heading too wide for the column.
NARROW_HEADING = "#column_label_narrow"
#: The theme's button for a column whose label the column cannot hold: its font as small as
#: the theme's least already, it has no shadow round its frame, which leaves its words more.
NARROW_BUTTON = "#small_button_narrow"


def needed_width(button: UIButton | UILabel, text: str) -> int:
    """The width in pixels ``button`` (or a label) needs to show ``text`` whole, in its own
    font."""
    pad = LABEL_PADDING if isinstance(button, UILabel) else \
        NARROW_PADDING if NARROW_BUTTON in button.object_ids else PADDING
    return button.font.size(text)[0] + pad


def _narrow(elements: Sequence[UIButton | UILabel], object_id: str) -> None:
    """Draw every one of ``elements`` in the theme's ``object_id`` when the width of one does
    not hold its text."""
    if any(needed_width(e, e.text) > e.relative_rect.width for e in elements):
        for element in elements:
            element.change_object_id(object_id)


def narrow_headings(headings: Sequence[UILabel]) -> None:
    """Draw ``headings`` (a column's) in the theme's smaller heading font
    (:data:`NARROW_HEADING`) when the width of one does not hold its text ("Play the High
    Priestess" at 800×600): all of them, so that the column's headings stay alike."""
    _narrow(headings, NARROW_HEADING)


def narrow_buttons(buttons: Sequence[UIButton]) -> None:
    """Draw ``buttons`` (a column's, as wide as it may be) as the theme's narrow buttons
    (:data:`NARROW_BUTTON`) when the width of one does not hold its label ("The daemon
    discards all" at 800×600): all of them, so that the column's buttons stay alike."""
    _narrow(buttons, NARROW_BUTTON)


def shorter_headings(headings: Sequence[UILabel]) -> None:
    """Show each of ``headings`` (a column's, already in the narrower font) that its width
    still does not hold in a shorter form that it does (:func:`heading_forms`, "Play the
    Wheel of Fortune" → "The Wheel of Fortune" at 800×600), else cut with an ellipsis."""
    for heading in headings:
        if needed_width(heading, heading.text) > heading.relative_rect.width:
            heading.set_text(fitting_text(heading, heading_forms(heading.text)))


def heading_forms(text: str) -> list[str]:
    """A column heading, then its shorter forms: without its verb, then without its article.

    >>> heading_forms("Play the Wheel of Fortune")
    ['Play the Wheel of Fortune', 'The Wheel of Fortune', 'Wheel of Fortune']
    >>> heading_forms("Swords")
    ['Swords']
    """
    forms = [text]
    verb, _, rest = text.partition(" ")
    if verb == "Play" and rest:
        forms.append(rest[0].upper() + rest[1:])
        if rest.startswith("the "):
            forms.append(rest[4:])
    return forms


def fit_label(button: UIButton, text: str, short: str) -> None:
    """Show ``text`` on ``button``, or ``short`` when ``text`` would be cut."""
    wanted = text if needed_width(button, text) <= button.relative_rect.width else short
    if button.text != wanted:
        button.set_text(wanted)


def fitting_text(button: UIButton | UILabel, texts: Sequence[str]) -> str:
    """The first of ``texts`` (the whole words first, then shorter ones) that ``button``
    shows whole; else the last, cut with an ellipsis to what it holds (the whole words then
    belong in a tooltip)."""
    room = button.relative_rect.width
    for text in texts:
        if needed_width(button, text) <= room:
            return text
    last = texts[-1]
    low, high = 0, len(last) - 1        # the longest prefix known to fit / not yet refused
    while low < high:
        mid = (low + high + 1) // 2
        if needed_width(button, last[:mid].rstrip() + "…") <= room:
            low = mid
        else:
            high = mid - 1
    return last[:low].rstrip() + "…"


def shortened_names(text: str, names: Sequence[str], lengths: Sequence[int] = (12, 9, 6)
                    ) -> list[str]:
    """Shorter forms of ``text``, a label naming seats: for each of ``lengths`` (the longest
    first), each of ``names`` longer than it cut to it with an ellipsis, where ``text`` holds
    it (a name a user typed long: "Maximilian Wawer on staves" → "Maximilian… on staves").
    The forms that differ from ``text``, each once.

    >>> shortened_names("Maximilian Wawer on staves", ["You", "Maximilian Wawer"])
    ['Maximilian… on staves', 'Maximili… on staves', 'Maxim… on staves']
    >>> shortened_names("Pass", ["You", "Maximilian Wawer"])
    []
    """
    out: list[str] = []
    for length in lengths:
        short = text
        for name in sorted(set(names), key=len, reverse=True):
            if len(name) > length and name in short:
                short = short.replace(name, name[:length - 1].rstrip() + "…")
        if short != text and short not in out:
            out.append(short)
    return out


def too_wide(buttons: Sequence[UIButton], limit: int) -> set[str]:
    """The labels of ``buttons`` that need more than ``limit`` pixels and could be split into a
    heading and a shorter label (``"Name: rest"``: :func:`column_rows`)."""
    return {b.text for b in buttons if ": " in b.text and needed_width(b, b.text) > limit}


def widen_to_fit(buttons: Sequence[UIButton | UILabel], limit: int) -> None:
    """Widen a column of ``buttons`` (and its headings, labels) alike (left edges kept) to the
    widest text's need, at most ``limit`` pixels wide."""
    if not buttons:
        return
    width = min(limit, max(needed_width(b, b.text) for b in buttons))
    for button in buttons:
        rect = button.relative_rect
        if width > rect.width:
            button.set_dimensions((width, rect.height))
            button.rebuild()        # else the label stays clipped to the old width


def column_rows(labels: Sequence[str], split: Collection[str] = ()) -> list[tuple[str, bool]]:
    """The rows of a column of choice buttons labelled ``labels``: ``(text, is_heading)``.
    Two or more neighbouring labels of the same ``"Name: rest"`` become one heading row
    ``"Name"`` and a button per ``"Rest"`` (its first letter capitalised), and so does a lone
    one in ``split`` (too wide for the column whole); other labels stay whole. The buttons'
    texts are in ``labels``' order.

    >>> column_rows(["Pass", "The Hanged Man: Ada discards all", "The Hanged Man: Bo discards all"])
    ... # doctest: +NORMALIZE_WHITESPACE
    [('Pass', False), ('The Hanged Man', True), ('Ada discards all', False),
     ('Bo discards all', False)]
    >>> column_rows(["Justice: six shared cards", "Pass"], split={"Justice: six shared cards"})
    [('Justice', True), ('Six shared cards', False), ('Pass', False)]
    """
    names = [label.partition(": ")[0] if ": " in label else "" for label in labels]
    rows: list[tuple[str, bool]] = []
    for k, (label, name) in enumerate(zip(labels, names)):
        before = names[k - 1] if k else ""
        after = names[k + 1] if k + 1 < len(names) else ""
        if not name or name not in (before, after) and label not in split:
            rows.append((label, False))
            continue
        if name != before:
            rows.append((name, True))
        rest = label[len(name) + 2:]
        rows.append((rest[:1].upper() + rest[1:], False))
    return rows
