# The table as an extension type when compiled (table.py's docstring): its fields are C fields,
# and the moves called most often are cpdef methods (called from C without a look-up).
from tarot_table.cards cimport CardFields
from tarot_table.rules.stages cimport StagedState
cimport cython

cdef class TarunoTable(StagedState):
    cdef public object hands, front, sleeve, voids, known, public, kin, draw
    cdef public object minor_pile, major_pile, team, towered, called, opening_events
    cdef public object num_players, cur_suit, cur_rank, direction, turn, turn_no
    cdef public object penalty, skip_next, stacking, strict, call_penalty
    cdef public bint quiet

    cpdef shielded(self, seat, by)
    @cython.locals(card=CardFields)
    cpdef has_front(self, long seat, long number)
    cpdef order_from(self, seat)
    cpdef others(self, seat)
    @cython.locals(card=CardFields)
    cpdef temperance_seat(self)
    @cython.locals(card=CardFields)
    cpdef may_play_majors(self, seat)
    cpdef playable_minors(self, seat)
    @cython.locals(hand=list, i=cython.Py_ssize_t, row=list)
    cpdef take(self, long seat, card)
    @cython.locals(draw=list, hand=list)
    cpdef from_draw(self, long seat, long count, events)
    @cython.locals(voids=list, kept=list)
    cpdef received(self, long seat, long count)
    cpdef show_void(self, seat)
    @cython.locals(card=CardFields)
    cpdef under(self, card, where, seat, events)
    cpdef discard_from_hand(self, seat, card, events)
    cpdef discard_cards(self, seat, cards, events)
    cpdef refill(self, events)
    cpdef draw_cards(self, seat, n, events, why=*)
    cpdef draw_if_empty(self, seat, events)
    cpdef finish(self, events, winners, reason)

@cython.locals(card=CardFields, other=CardFields, i=cython.Py_ssize_t)
cpdef _insort(list hand, card)
