# Priority's plays, compiled with the cards' fields typed (a card's flags, rank and key read
# from C, not by Python attribute look-ups), and the check made at each pass.
cimport cython
from tarot_table.cards cimport CardFields

@cython.locals(card=CardFields, last=CardFields, key=cython.long, up=cython.long,
               cost=cython.long, main=cython.bint, farms=cython.bint, has_suit=cython.bint)
cpdef list _plays(state, seat, list hand)

cpdef bint could_play(state, seat)
