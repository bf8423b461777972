"""A corpus of hostile saves, each driven through the real app headless.

Every case is one field of a real save edited (or the file itself mangled, replaced by a link,
or given a backup), and goes three ways, as a player would meet it:

* **start** — the file is there when the app starts: the main menu builds, and a save that can
  be listed is hovered (the Continue tooltip) and continued;
* **load** — the file appears while the menu is up: the Load dialog opens, lists or reports
  it, and a listed one is selected and loaded;
* **continue** — a good save is offered by Continue, then its file becomes the case (the same
  name), and Continue is pressed.

Whatever happens, nothing raises, and after each way the app is still usable (its messages
dismissed, the main menu opens the new-game setup and comes back). Each kind of case ends as
it must:

* ``DAMAGED`` — reported by its file name, kept aside in ``corrupt/`` byte for byte (or, on
  the continue way, its bytes kept there and the good backup restored), never listed again;
* ``NEWER`` — made by a newer version: listed as needing a newer Tarot Table, never moved,
  never replaced, its bytes untouched;
* ``PLAYS`` — strange but sound (markup, extreme dates, path-like names, a link to a good
  save): it opens at the table, which draws it.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Callable

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel, UISelectionList
from pygame_gui.windows import UIMessageWindow

from tarot_table import storage
from tarot_table.app.menus.load_game import LoadGameScene
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.new_game import NewGameScene
from tarot_table.session import AI, Seat, Session

from .test_menus import button, click, dialogs, press, run, widgets

DAMAGED, NEWER, PLAYS = "damaged", "newer", "plays"
#: POSIX time zones that need no database: UTC+14 (east) and UTC-12 (west).
EAST, WEST = "XST-14", "YST+12"


# -- the real save every case starts from ---------------------------------------------------
@cache
def real_save() -> tuple[bytes, bytes]:
    """The bytes of a real Tarok save a few moves in, and of its backup (one move earlier)."""
    old = os.environ.get(storage.DATA_DIR_ENV)
    with tempfile.TemporaryDirectory() as folder:
        os.environ[storage.DATA_DIR_ENV] = folder
        try:
            seats = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "random")]
            session = Session.new("tarok", seats, seed=7)
            for _ in range(8):
                seat = session.current_player()
                session.play(seat, session.state.legal_actions()[0])
            path = storage.saves_dir() / f"{session.save_id}.json"
            return path.read_bytes(), Path(f"{path}.bak").read_bytes()
        finally:
            if old is None:
                del os.environ[storage.DATA_DIR_ENV]
            else:
                os.environ[storage.DATA_DIR_ENV] = old


def edited(change: Callable[[dict], object], backup: bool = False) -> bytes:
    """The real save (or its backup) with ``change`` applied to its document."""
    doc = json.loads(real_save()[1 if backup else 0])
    change(doc)
    return json.dumps(doc, ensure_ascii=True, indent=1).encode()


def put(path: list | dict, key, value) -> Callable[[dict], None]:
    """A change setting ``doc[path...][key] = value``."""
    def change(doc: dict) -> None:
        target = doc
        for step in path:
            target = target[step]
        target[key] = value
    return change


def seat_field(key: str, value, seat: int = 1) -> Callable[[dict], None]:
    return put(["seats", seat], key, value)


def action(index: int, text: str) -> Callable[[dict], None]:
    return put(["actions"], index, text)


def flip_card(doc: dict) -> None:
    """A card of the first shuffle made into another one (the deck now holds one twice)."""
    cards = doc["shuffles"][0].split()
    cards[0] = cards[1]
    doc["shuffles"][0] = " ".join(cards)


@cache
def million_seats() -> bytes:
    doc = json.loads(real_save()[0])
    doc["seats"] = [{"name": "", "kind": "human", "agent": None}] * 1_000_000
    return json.dumps(doc, separators=(",", ":")).encode()


@dataclass(frozen=True)
class Case:
    """One hostile save: how its main file is made (``main``: bytes, or a callable for the big
    ones), its ``kind``, an optional ``backup`` beside it, ``link``: the main file is a
    symbolic link to a file outside the saves folder holding those bytes, and ``tz``: the
    time zone the app runs in."""

    main: bytes | Callable[[], bytes]
    kind: str
    backup: bytes | None = None
    link: bool = False
    tz: str = "UTC0"

    def bytes(self) -> bytes:
        return self.main() if callable(self.main) else self.main


def cases() -> dict[str, Case]:
    good, good_backup = real_save()
    newer = edited(put([], "version", storage.SCHEMA_VERSION + 1))
    return {
        # damaged files
        "truncated": Case(good[:len(good) // 2], DAMAGED),
        "empty": Case(b"", DAMAGED),
        "flipped-byte": Case(good.replace(b'"seats"', b'"seats\xff"'), DAMAGED),
        "flipped-bit": Case(good.replace(b'"seats"', b'"seats\x02'), DAMAGED),
        "not-an-object": Case(b"[]", DAMAGED),
        "binary-junk": Case(bytes(range(256)) * 8, DAMAGED),
        # wrong types
        "seats-as-text": Case(edited(put([], "seats", "You, Ada, Basil")), DAMAGED),
        "seed-as-text": Case(edited(put([], "seed", "7")), DAMAGED),
        "finished-as-text": Case(edited(put(["summary"], "finished", "no")), DAMAGED),
        "action-as-number": Case(edited(action(0, 7)), DAMAGED),
        "version-as-text": Case(edited(put([], "version", "1")), DAMAGED),
        "no-format": Case(edited(lambda d: d.pop("format")), DAMAGED),
        "ai-without-level": Case(edited(seat_field("agent", None)), DAMAGED),
        "target-as-text": Case(edited(put(["options"], "target", "1000")), DAMAGED),
        "target-as-float": Case(edited(put(["options"], "target", 1000.0)), DAMAGED),
        "unknown-option": Case(edited(put(["options"], "cheat", True)), DAMAGED),
        "deep-options": Case(good.replace(b'"options": {', b'"options": {"x": '
                                          + b'{"x": ' * 50_000 + b"{}" + b"}" * 50_000 + b",",
                                          1), DAMAGED),
        # huge sizes
        "a-million-seats": Case(million_seats, DAMAGED),
        "a-thousand-seats": Case(edited(lambda d: d.update(seats=d["seats"] * 334)), DAMAGED),
        "five-seats-at-tarok": Case(edited(lambda d: d["seats"].extend(d["seats"][:2])),
                                    DAMAGED),
        "padded-to-5mb": Case(good + b" " * (5 * 2**20), DAMAGED),
        "huge-progress": Case(edited(put(["summary"], "progress", "x" * 2**20)), DAMAGED),
        "huge-version": Case(edited(put([], "version", 10**7)), DAMAGED),
        "seed-of-5000-digits": Case(good.replace(b'"seed": 7', b'"seed": ' + b"9" * 5000),
                                    DAMAGED),
        "100000-actions": Case(edited(lambda d: d["actions"].extend(["play 7C"] * 100_000)),
                               DAMAGED),
        # NUL and surrogate characters
        "nul-in-progress": Case(edited(put(["summary"], "progress", "Hand 1\x00")), DAMAGED),
        "nul-in-game": Case(edited(put([], "game", "tarok\x00")), DAMAGED),
        "nul-in-name": Case(edited(seat_field("name", "Ada\x00")), DAMAGED),
        "nul-in-level": Case(edited(seat_field("agent", "heuristic\x00")), DAMAGED),
        "nul-in-action": Case(edited(action(2, "play\x00 7C")), DAMAGED),
        "surrogate-in-name": Case(edited(seat_field("name", "\ud800")), DAMAGED),
        "zero-width-name": Case(edited(seat_field("name", "\ufeff")), DAMAGED),
        "surrogate-in-option": Case(edited(put(["options"], "\udfff", 1)), DAMAGED),
        "surrogate-in-action": Case(edited(action(0, "play \ud800")), DAMAGED),
        # extreme dates
        "last-second-east": Case(edited(put([], "saved_at", "9999-12-31T23:59:59Z")), PLAYS,
                                 tz=EAST),
        "last-second-west": Case(edited(put([], "saved_at", "9999-12-31T23:59:59Z")), PLAYS,
                                 tz=WEST),
        "first-second-east": Case(edited(put([], "saved_at", "0001-01-01T00:00:00Z")), PLAYS,
                                  tz=EAST),
        "first-second-west": Case(edited(put([], "saved_at", "0001-01-01T00:00:00Z")), PLAYS,
                                  tz=WEST),
        "past-year-9999": Case(edited(put([], "saved_at", "9999-12-31T23:59:59-14:00")),
                               DAMAGED, tz=WEST),
        "not-a-date": Case(edited(put([], "saved_at", "yesterday")), DAMAGED),
        # markup
        "img-in-progress": Case(edited(put(["summary"], "progress", "<img src='/etc/passwd'>")),
                                PLAYS),
        "font-in-progress": Case(edited(put(["summary"], "progress",
                                            "<font pixel_size=400>x</font>")), PLAYS),
        "markup-names": Case(edited(lambda d: (d["seats"][0].update(name="<b>You</b>"),
                                               d["seats"][1].update(name="<img src=/x>"))),
                             PLAYS),
        "markup-in-game": Case(edited(put([], "game", "<b>tarok</b>")), DAMAGED),
        # very long names
        "name-of-3000": Case(edited(seat_field("name", "A" * 3000)), DAMAGED),
        "name-of-10000": Case(edited(seat_field("name", "W" * 10_000)), DAMAGED),
        # newer versions
        "newer": Case(newer, NEWER),
        "newer-with-older-backup": Case(newer, NEWER, backup=good_backup),
        "newer-with-newer-backup": Case(newer, NEWER, backup=edited(
            put([], "version", storage.SCHEMA_VERSION + 1), backup=True)),
        # unknown agent specs
        "level-1e12": Case(edited(seat_field("agent", "ismcts:1e12")), DAMAGED),
        "level-2000x24": Case(edited(seat_field("agent", "ismcts:2000x24")), DAMAGED),
        "level-inf": Case(edited(seat_field("agent", "ismcts:inf")), DAMAGED),
        "level-nan": Case(edited(seat_field("agent", "ismcts:nan")), DAMAGED),
        "level-godlike": Case(edited(seat_field("agent", "godlike")), DAMAGED),
        "level-for-a-human": Case(edited(seat_field("agent", "ismcts:9e9", seat=0)), DAMAGED),
        # garbled actions and records that do not replay
        "action-at-at": Case(edited(action(3, "@@")), DAMAGED),
        "action-at-1": Case(edited(action(3, "@1")), DAMAGED),
        "action-at": Case(edited(action(3, "@")), DAMAGED),
        "action-huge-target": Case(edited(action(3, "play 7C @99999999999")), DAMAGED),
        "action-superscript": Case(edited(action(3, "play 7C @\u00b2")), DAMAGED),
        "action-empty": Case(edited(action(3, "")), DAMAGED),
        "action-illegal": Case(edited(action(5, "play M21")), DAMAGED),
        "action-of-another-game": Case(edited(action(0, "commit 7C @field")), DAMAGED),
        "flipped-card": Case(edited(flip_card), DAMAGED),
        "extra-shuffle": Case(edited(lambda d: d["shuffles"].append(d["shuffles"][0])),
                              DAMAGED),
        "unknown-game": Case(edited(put([], "game", "tarokk")), DAMAGED),
        # path-like strings
        "id-path": Case(edited(put([], "id", "../../etc/passwd")), DAMAGED),
        "game-path": Case(edited(put([], "game", "../../etc/passwd")), DAMAGED),
        "level-path": Case(edited(seat_field("agent", "/bin/sh")), DAMAGED),
        "name-path": Case(edited(seat_field("name", "../../etc/passwd"[:16])), PLAYS),
        # symbolic links
        "link-to-junk": Case(b"\x7fELF not a save", DAMAGED, link=True),
        "link-to-a-save": Case(good, PLAYS, link=True),
    }


CASES = cases()


# -- driving the app -------------------------------------------------------------------------
def messages(scene) -> list[str]:
    return [w.text_block.html_text for w in dialogs(scene, UIMessageWindow)]


def install(case: Case, path: Path, outside: Path) -> None:
    """Make ``path`` the case's main file (and its backup)."""
    content = case.bytes()
    if path.is_symlink() or path.exists():
        path.unlink()
    if case.link:
        target = outside / f"target-{path.name}"
        target.write_bytes(content)
        path.symlink_to(target)
    else:
        path.write_bytes(content)
    if case.backup is not None:
        Path(f"{path}.bak").write_bytes(case.backup)


def kept_aside(content: bytes) -> bool:
    """Whether the corrupt folder holds a file with exactly ``content``."""
    folder = storage.saves_dir() / "corrupt"
    return folder.is_dir() and any(p.read_bytes() == content for p in folder.iterdir())


def hover(app, element) -> str | None:
    """Rest the mouse on ``element`` until its tooltip shows; the tooltip's text (HTML)."""
    pygame.mouse.set_pos(element.rect.center)
    for _ in range(4):
        app.step(0.5)
    tip = element.tool_tip
    return tip.text_block.html_text if tip is not None else None


def continue_button(menu) -> UIButton:
    return next(b for b in widgets(menu, UIButton) if b.text.startswith("Continue"))


def still_usable(app) -> None:
    """Its messages dismissed and back at the main menu, the app answers: New game opens the
    setup, Esc comes back."""
    top = app.stack.top
    for window in dialogs(top, UIMessageWindow) if hasattr(top, "dialogs") else ():
        click(app, window.dismiss_button)
        assert not window.alive()
    if type(top).__name__ == "TableScene":
        app.stack.replace(MainMenuScene(app))
    while not isinstance(app.stack.top, MainMenuScene):
        app.stack.pop()
    run(app, 2)
    click(app, button(app.stack.top, "New game"))
    assert isinstance(app.stack.top, NewGameScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene) and app.running


def at_the_table(app, name: str) -> None:
    top = app.stack.top
    assert type(top).__name__ == "TableScene", f"{name} did not open"
    assert top.session.save_id == name
    run(app, 3)


def check_outcome(name: str, case: Case, path: Path, content: bytes, said: list[str]) -> None:
    """The case ended as its kind must, whatever way it went."""
    if case.kind == DAMAGED:
        assert any(f"{name}.json" in text for text in said), f"{name} was not reported: {said}"
        assert kept_aside(content), f"{name} was not kept aside byte for byte"
        assert not any(info.id == name and info.saved_at is not None
                       and info.path.read_bytes() == content
                       for info in storage.list_saves()[0]), f"{name} is still listed"
    elif case.kind == NEWER:
        assert path.read_bytes() == content, "a newer save is never replaced"
        assert not kept_aside(content), "a newer save is never moved aside"
        if case.backup is not None:
            assert Path(f"{path}.bak").read_bytes() == case.backup, "nor is its backup"
        [info] = [i for i in storage.list_saves()[0] if i.id == name]
        assert info.newer == storage.SCHEMA_VERSION + 1


def at_start(app, name: str, case: Case, outside: Path) -> None:
    """The file is there when the app starts."""
    path = storage.saves_dir() / f"{name}.json"
    install(case, path, outside)
    content = case.bytes()
    menu = MainMenuScene(app)
    app.stack.replace(menu)
    run(app)
    said = messages(menu)
    go = continue_button(menu)
    if case.kind == DAMAGED and any(f"{name}.json" in text for text in said):
        assert not go.is_enabled, "a save reported at start is not offered"
    elif case.kind == NEWER:
        assert said == [] and not go.is_enabled, "a newer save is listed, not continued"
    else:
        assert said == [] and go.is_enabled
        tip = hover(app, go)
        assert tip is not None and "Tarok" in tip
        click(app, go)
        if case.kind == PLAYS:
            at_the_table(app, name)
        else:
            said += messages(menu)
            assert app.stack.top is menu and not continue_button(menu).is_enabled, \
                "Continue never offers a save that failed"
    check_outcome(name, case, path, content, said)


def in_the_load_dialog(app, name: str, case: Case, outside: Path) -> None:
    """The file appears while the menu is up; the Load dialog opens."""
    app.stack.replace(MainMenuScene(app))
    run(app)
    path = storage.saves_dir() / f"{name}.json"
    install(case, path, outside)
    content = case.bytes()
    click(app, button(app.stack.top, "Load game"))
    scene = app.stack.top
    assert isinstance(scene, LoadGameScene)
    said = messages(scene)
    lists = widgets(scene, UISelectionList)
    rows = [item["text"] for item in lists[0].item_list] if lists else []
    if case.kind == DAMAGED and any(f"{name}.json" in text for text in said):
        assert rows == []
        assert any(label.text == "No saved games yet" for label in widgets(scene, UILabel))
    else:
        assert said == [] and len(rows) == 1
        if case.kind == NEWER:
            assert f"{name}.json" in rows[0] and "needs a newer Tarot Table" in rows[0]
        click(app, lists[0].item_list[0]["button_element"])
        click(app, button(scene, "Load"))
        if case.kind == PLAYS:
            at_the_table(app, name)
        else:
            assert app.stack.top is scene
            said = messages(scene)
            assert any(f"{name}.json" in text for text in said)
            if case.kind == NEWER:
                assert any("newer version" in text for text in said)
                assert [i["text"] for i in widgets(scene, UISelectionList)[0].item_list] == rows
            else:
                assert widgets(scene, UISelectionList) == []
    check_outcome(name, case, path, content, said)


def under_continue(app, name: str, case: Case, outside: Path) -> None:
    """A good save is offered by Continue; its file becomes the case; Continue is pressed."""
    good, good_backup = real_save()
    path = storage.saves_dir() / f"{name}.json"
    path.write_bytes(good)
    Path(f"{path}.bak").write_bytes(good_backup)
    menu = MainMenuScene(app)
    app.stack.replace(menu)
    run(app)
    go = continue_button(menu)
    assert go.is_enabled
    install(case, path, outside)
    content = case.bytes()
    click(app, go)
    if case.kind == PLAYS:
        at_the_table(app, name)
    else:
        assert app.stack.top is menu
        said = messages(menu)
        assert any(f"{name}.json" in text for text in said), said
        if case.kind == DAMAGED:
            assert any("restored from its backup" in text for text in said)
            assert kept_aside(content)
            assert path.read_bytes() == good_backup, "the good backup took its place"
            assert continue_button(menu).is_enabled, "the restored game is offered"
        else:
            assert path.read_bytes() == content and not kept_aside(content)
            assert not continue_button(menu).is_enabled
            assert storage.list_saves()[0][0].newer == storage.SCHEMA_VERSION + 1


@pytest.fixture(scope="module")
def app():
    """One headless app for the whole corpus (each way starts it afresh at the main menu)."""
    from tarot_table.app.main import App
    from tarot_table.app.settings import Settings
    app = App((1280, 800), settings=Settings(animation="instant", ai_pause=0.0))
    yield app
    app.close()


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_save_at_start_in_the_load_dialog_and_under_continue(name, app, zone,
                                                                        tmp_path):
    case = CASES[name]
    zone(case.tz)
    for way in (at_start, in_the_load_dialog, under_continue):
        shutil.rmtree(storage.saves_dir())
        way(app, name, case, tmp_path)
        still_usable(app)
