# The steps after a move and the next turn, run at every move, compiled with the table's
# fields typed.
cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(todo=list, size=Py_ssize_t)
cpdef after_move(ArcanoidTable st, long a, bint again, bint extra, list events)

cpdef take_turn(ArcanoidTable st, long b, list events)

@cython.locals(out=list, order=tuple, i=Py_ssize_t, b=long)
cpdef next_turn(ArcanoidTable st, list events)

cpdef discard_card(ArcanoidTable st, long a, card, list events)

@cython.locals(out=set, acts=list, c=CardFields)
cpdef list call_actions(ArcanoidTable st, long a, bint majors, tuple called)
