# A full move's legal moves, listed at every move, compiled with the table's fields and the
# cards' keys typed, calling the typed listings of the commitments and the majors.
cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.arcanoid.table cimport ArcanoidTable
from tarot_table.rules.arcanoid.battlefields cimport commit_actions
from tarot_table.rules.arcanoid.cards cimport major_actions

@cython.locals(pool=list, acts=list, row=list, c=CardFields)
cpdef list move_actions(ArcanoidTable st, long a, bint pruned)
