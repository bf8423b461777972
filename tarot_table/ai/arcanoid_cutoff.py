"""Where Arcanoid's ISMCTS rollouts stop and how they score (:func:`arcanoid_cutoff`).

A rollout plays the rule-based player for every seat from the world sampled at a decision.
Played to the end of the round, one from a round's early moves is 40 to 60 actions, and its
steps are nearly all of the search's time (``docs/ai.md``, "Arcanoid's horizon of 7
actions"). So a rollout stops:

* at the end of the round (or of the game), scored by the battles won
  (:func:`~.ismcts.deal_end_rewards` by ``round_no``: each seat's battles of the round, and its
  lead in battles over the best other seat);
* :data:`HORIZON` actions later, scored the same way by the battles :func:`round_forecast`
  gives each seat (ours). The actions are counted from the first state the cut-off is shown:
  the paired search shows it the state after the move it tries, the tree search the sampled
  world (its descent included).

The forecast (ours, an estimate): a battlefield where every actor has committed goes to the
winner of its battle (notes "Battle value"); elsewhere, to the strongest of the commitments
made there and of the commitments the actors still to commit there could make now from the
cards they hold of its suit (their hand, Justice's row, their Strength row): the royal couple,
else the highest of a knight, a knave and the sum of their numerics. Its simplifications:

* majors, the Magician's transmutation, the cards still to be drawn, Temperance's ban and a
  WORMS ace's completion are not counted;
* a commitment already made beats one of the same value still to come (their cards are not
  compared), and an actor holding nothing of the suit counts as having abdicated before the
  abdications made (so a battlefield abandoned by all goes to the last abdication made);
* between equal commitments still to come, the lower actor number wins (not the order of play);
* in an extra round the rollouts that reach its end score no battle (the extra rounds do not
  count in ``scores``), those stopped at the horizon the forecast's.

The daemon's battles are its master's, the USA's nobody's.
"""

from __future__ import annotations

from ..cards import KNIGHT, QUEEN
from ..rules.arcanoid.battles import TIER, battle_key
from ..rules.arcanoid.commitments import KNAVE_VALUE, KNIGHT_VALUE, SUIT_INDEX
from ..rules.arcanoid.state import ArcanoidState
from .ismcts import Evaluate, deal_end_rewards

#: The actions a rollout plays before :func:`round_forecast` scores it: the shortest horizon
#: whose search, on the playouts a second holds, played as well as rollouts to the round's end
#: (``docs/ai.md``, "Arcanoid's horizon of 7 actions").
HORIZON = 7
#: The scales of the rewards in battles, as at the round's end (:func:`~.ismcts.deal_end_rewards`).
DEAL_SCALE = 1.0
LEAD_SCALE = 1.5
#: The time of a commitment still to come in :func:`strongest_keys`: after any made (a key
#: holds ``-time`` above tier 0); holding nothing, an abdication before any made (tier 0
#: holds ``time``; module docstring).
_LATER = -(1 << 30)
_NUMERIC = TIER["numeric"]
_ROYAL = (TIER["royal"], 0, (), 0, _LATER)
_NOTHING = (0, 0, (), 0, _LATER)


def strongest_keys(cards: list) -> list[tuple]:
    """For each battlefield, in ``FIELDS`` order, the battle key
    (:func:`~..rules.arcanoid.battles.battle_key`) of the strongest commitment of ``cards`` of
    its suit that :func:`round_forecast` counts: the royal couple, else the highest of a
    knight, a knave and the sum of the numerics; an abdication's when they hold none of the
    suit (one pass over the cards)."""
    totals, courts, couples = [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]
    for c in cards:
        if c.is_major:
            continue
        f = SUIT_INDEX[c.suit]
        rank = c.rank
        if rank <= 10:
            totals[f] += rank
        elif rank >= QUEEN:
            couples[f] += 1
        elif rank == KNIGHT:
            courts[f] = KNIGHT_VALUE
        elif courts[f] < KNAVE_VALUE:
            courts[f] = KNAVE_VALUE
    keys = []
    for f in range(4):
        value = max(2 * totals[f], courts[f])
        keys.append(_ROYAL if couples[f] == 2 else
                    (_NUMERIC, value, (), 0, _LATER) if value else _NOTHING)
    return keys


def round_forecast(state: ArcanoidState) -> list[float]:
    """Each seat's battles (``state.scores``, the rounds played) with the round in play's
    added as the forecast foresees them (module docstring, :func:`foreseen_winner`): a list of
    ``n`` floats."""
    forecast = [float(s) for s in state.scores]
    if state.is_terminal():             # the last round's commitments are counted already
        return forecast
    actors = state.actors()
    held: dict[int, list[tuple]] = {}
    for f in range(4):
        winner = foreseen_winner(state, f, actors, held)
        seat = state.controller(winner) if winner is not None else None
        if seat is not None:
            forecast[seat] += 1.0
    return forecast


def foreseen_winner(state: ArcanoidState, f: int, actors: list[int],
                    held: dict[int, list[tuple]]) -> int | None:
    """The actor the forecast gives battlefield ``f`` (an index of ``FIELDS``) among ``actors``
    (``state.actors()``): the first of the highest battle keys of the commitments made there
    and of those the actors still to commit could make (:func:`strongest_keys`, kept in
    ``held`` by actor); with every actor committed, the battle's winner as
    ``battles.resolve`` ranks them. ``None`` with no actor."""
    commits, out, usa = state.commits, state.out, state.usa
    best, winner = None, None
    for a in actors:
        c = commits[a][f]
        if c is not None:
            key = battle_key(c.force, c.time)
        elif out[a] or a == usa:
            continue
        else:
            keys = held.get(a)
            if keys is None:
                keys = held[a] = strongest_keys(state.hands[a] + state.justice +
                                                state.strength[a])
            key = keys[f]
        if best is None or key > best:
            best, winner = key, a
    return winner


def arcanoid_cutoff(world: ArcanoidState, horizon: int = HORIZON) -> Evaluate:
    """The :data:`~.ismcts.Cutoff` of Arcanoid's search (module docstring): the rollout from
    ``world`` stops at the end of its round or of the game, or ``horizon`` (≥ 1) actions after
    the first state the evaluation is shown."""
    round_no = world.round_no
    before = list(world.scores)
    steps = -1  # the first call sees ``world`` itself

    def evaluate(state: ArcanoidState) -> tuple[float, ...] | None:
        nonlocal steps
        steps += 1
        finished = state.is_terminal()
        if finished or state.round_no != round_no:
            winners = state.outcome().winners if finished else None
            return deal_end_rewards(before, state.scores, winners, DEAL_SCALE, LEAD_SCALE)
        if steps < horizon:
            return None
        return deal_end_rewards(before, round_forecast(state), None, DEAL_SCALE, LEAD_SCALE)

    return evaluate
