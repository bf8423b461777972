"""The message catalogue: every id the rules say is in it, every entry is said somewhere, every
sentence about a seat has its second-person form, and the ids are extractable (a literal first
argument of ``say`` or ``N_``, each form of the catalogue marked ``N_``), as
``xgettext -kN_ -ksay`` reads them."""

from __future__ import annotations

import ast
import gettext
import re
from pathlib import Path

import pytest

import tarot_table
from tarot_table import messages
from tarot_table.cards import parse_card
from tarot_table.messages import Message, plain, render, say
from tarot_table.messages.catalogue import CATALOGUE

PACKAGE = Path(tarot_table.__file__).parent
PLACEHOLDER = re.compile(r"\{(\w+)(?::[^}]*)?\}")


def _calls(path: Path, name: str) -> list[ast.Call]:
    tree = ast.parse(path.read_text(), str(path))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == name]


def said() -> dict[str, list[str]]:
    """Every id the rules mark, with where: the literal first argument of ``say``, or of
    ``N_`` (a table of sentences, whose entry ``say`` is then given)."""
    found: dict[str, list[str]] = {}
    for path in sorted((PACKAGE / "rules").rglob("*.py")):
        for call in _calls(path, "say") + _calls(path, "N_"):
            where = f"{path.relative_to(PACKAGE)}:{call.lineno}"
            first = call.args[0] if call.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.setdefault(first.value, []).append(where)
                continue
            assert call.func.id == "say" and first is not None, f"{where}: N_ of no literal"
            assert not _unmarked(first), \
                f"{where}: an id chosen among literals not marked N_, which no extractor reads"
    return found


def _unmarked(choice: ast.expr) -> bool:
    """Whether the id ``choice`` may be a literal not marked ``N_``: it is one, or one of the
    ids a conditional chooses among is (a name or a table's entry is marked where defined)."""
    if isinstance(choice, ast.IfExp):
        return _unmarked(choice.body) or _unmarked(choice.orelse)
    return isinstance(choice, ast.Constant)


def test_every_id_said_is_in_the_catalogue_and_every_entry_is_said():
    used = said()
    assert used
    assert sorted(set(used) - set(CATALOGUE)) == []
    assert sorted(set(CATALOGUE) - set(used)) == []


def test_every_form_of_the_catalogue_is_marked_for_extraction():
    calls = _calls(PACKAGE / "messages" / "catalogue.py", "N_")
    marked = {call.args[0].value for call in calls}
    forms = set(CATALOGUE) | {you for you in CATALOGUE.values() if you is not None}
    assert forms <= marked


@pytest.mark.parametrize("msgid", sorted(CATALOGUE))
def test_a_sentence_about_a_seat_has_both_forms(msgid):
    you = CATALOGUE[msgid]
    names = set(PLACEHOLDER.findall(msgid))
    if "seat" not in names:
        assert you is None, "a sentence about no seat has one form"
        return
    assert you is not None, "the second person is missing"
    assert "{seat" not in you and re.search(r"\b[Yy]ou(?:r)?\b", you), you
    assert set(PLACEHOLDER.findall(you)) == names - {"seat"}, "the two forms name other things"


def test_the_reader_of_a_sentence_reads_it_in_the_second_person():
    ada_plays = say("{seat} plays {card}.", seat=0, card=parse_card("M21"))
    names = ["Ada", "Basil"]
    assert render(ada_plays, names) == "Ada plays the World (XXI)."
    assert render(ada_plays, names, reader=0) == "You play the World (XXI)."
    assert render(ada_plays, names, reader=1) == "Ada plays the World (XXI)."
    assert plain(ada_plays) == "{0} plays the World (XXI)."


def test_an_unknown_id_is_refused():
    with pytest.raises(KeyError):
        render(Message("{seat} juggles.", {}), ["Ada"])


def test_a_translation_words_both_forms():
    class Shout(gettext.NullTranslations):
        def gettext(self, message):
            return message.upper().replace("{SEAT}", "{seat}").replace("{CARD}", "{card}")

    ada_plays = say("{seat} plays {card}.", seat=0, card=parse_card("7C"))
    messages.use_translations(Shout())
    try:
        assert render(ada_plays, ["Ada"]) == "Ada PLAYS the 7 of Cups."
        assert render(ada_plays, ["Ada"], reader=0) == "YOU PLAY the 7 of Cups."
    finally:
        messages.use_translations(gettext.NullTranslations())
