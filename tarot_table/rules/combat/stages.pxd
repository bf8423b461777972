# Priority's plays, compiled with the cards' fields typed (a card's flags, rank and key read
# from C, not by Python attribute look-ups), and the check made at each pass.
cimport cython
from tarot_table.cards cimport CardFields

@cython.locals(card=CardFields, last=CardFields, up=cython.long, main=cython.bint,
               farms=cython.bint)
cpdef list _plays(state, seat, list hand)

@cython.locals(key=cython.long)
cdef _trump_plays(state, seat, CardFields card, long up, list acts)

@cython.locals(key=cython.long)
cdef _joker_plays(state, seat, CardFields card, long up, bint main, list acts)

cdef bint _needs_suit(CardFields card, long up) except -1

@cython.locals(key=cython.long, cost=cython.long, has_suit=cython.bint)
cdef _minor_plays(CardFields card, long up, bint main, suits, list acts)

cpdef bint could_play(state, seat)

cpdef bint in_main_step(state, seat)
