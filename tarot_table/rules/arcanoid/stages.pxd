cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(pool=list, acts=list, row=list, c=CardFields)
cpdef list move_actions(ArcanoidTable st, long a, bint pruned)

@cython.locals(out=set, acts=list, c=CardFields)
cpdef list call_actions(ArcanoidTable st, long a, bint majors, tuple called)

cpdef discard_card(ArcanoidTable st, long a, card, list events)

@cython.locals(todo=list, size=Py_ssize_t)
cpdef after_move(ArcanoidTable st, long a, bint again, bint extra, list events)

cpdef take_turn(ArcanoidTable st, long b, list events)

@cython.locals(out=list, order=tuple, i=Py_ssize_t, b=long)
cpdef next_turn(ArcanoidTable st, list events)

@cython.locals(deck=list, drawn=list, k=Py_ssize_t)
cpdef draw(ArcanoidTable st, list events, long a, long need, str dst, after=*)

cdef bint may_draw(ArcanoidTable st, long a)

@cython.locals(waiting=Py_ssize_t, need=Py_ssize_t)
cpdef fill_hand(ArcanoidTable st, long a, list events)

cpdef fill_row(ArcanoidTable st, long mover, list events)

@cython.locals(d=long, b=long, fills=list, order=tuple, todo=list, i=Py_ssize_t,
               size=Py_ssize_t)
cpdef draw_back(ArcanoidTable st, long mover, list events)
