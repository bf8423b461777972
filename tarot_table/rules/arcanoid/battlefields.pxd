# The commitments of a battlefield, listed at every move, compiled with the cards' fields typed
# (a card's suit, flags, rank and key read from C, not by Python attribute look-ups) and a
# pool's rank masks as C longs.
cimport cython
from tarot_table.cards cimport CardFields

@cython.locals(masks=long[5])
cpdef tuple field_commits(pool, long f, bint transmute, bint largest, bint magician,
                          reserve=*)

@cython.locals(c=CardFields, k=long)
cdef void add_ranks(cards, long *masks)

@cython.locals(shift=long, s=long, key=long)
cdef long commits_key(long f, bint transmute, bint largest, bint magician, long *masks)

@cython.locals(c=CardFields, k=long, s=long, transmuted=long)
cdef bint reserve_fits(reserve, long f, bint magician)

@cython.locals(c=CardFields, key=long, part=list, kept=dict, made=dict, acts=list)
cdef tuple kept_commits(pool, long f, bint transmute, bint largest, bint magician, reserve,
                        long *masks)

cdef long _MAJOR_SUIT, _FIELD_MAJOR_BITS, _COUPLE_BITS

from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(c=CardFields, acts=list, row=list, allowed=list, load=list, f=long, g=long,
               i=Py_ssize_t, masks=long[5], every=long[5], magician=bint, with_reserve=bint,
               world=bint, couple_majors=long)
cpdef list commit_actions(ArcanoidTable st, long a, bint largest, list pool)
