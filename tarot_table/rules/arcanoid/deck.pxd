# Drawing, made after every move, compiled with the table's fields typed (a hand, the deck and
# the counters read as the table's C fields, the cards' keys as C longs).
cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(deck=list, drawn=list, k=Py_ssize_t)
cpdef draw(ArcanoidTable st, list events, long a, long need, str dst, after=*)

@cython.locals(hand=list, i=Py_ssize_t, key=long, voids=dict)
cpdef place(ArcanoidTable st, long a, CardFields card, str dst, str src, list events)

cpdef flush_drawing(ArcanoidTable st, list events, long a)

cdef bint may_draw(ArcanoidTable st, long a)

@cython.locals(waiting=Py_ssize_t, need=Py_ssize_t)
cpdef fill_hand(ArcanoidTable st, long a, list events)

cpdef fill_row(ArcanoidTable st, long mover, list events)

@cython.locals(d=long, b=long, fills=list, order=tuple, todo=list, i=Py_ssize_t,
               size=Py_ssize_t)
cpdef draw_back(ArcanoidTable st, long mover, list events)
