# The commitments of a battlefield, listed at every move, compiled with the cards' fields typed
# (a card's suit, flags, rank and key read from C, not by Python attribute look-ups).
cimport cython
from tarot_table.cards cimport CardFields

@cython.locals(c=CardFields, k=long, s=long, own=long, suit_bits=long, majors=long,
               part=list)
cpdef tuple field_commits(pool, long f, bint transmute, bint largest, bint magician,
                          reserve=*)

cdef long _MAJOR_SUIT, _FIELD_MAJOR_BITS, _NUMERIC_BITS

from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(c=CardFields, have=set, acts=list, opened=list, allowed=list, f=long, g=long,
               i=Py_ssize_t)
cpdef list commit_actions(ArcanoidTable st, long a, bint largest, list pool)
