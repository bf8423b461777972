# The table as an extension type when compiled (table.py's docstring): its fields are C fields,
# and its small moves, called at every step, cpdef methods.
from tarot_table.rules.stages cimport StagedState
cimport cython
from tarot_table.cards cimport CardFields

cdef class ArcanoidTable(StagedState):
    cdef public object deck, discard, discard_vis, aside, hands, strength_row, chariot, front
    cdef public object lanes, commits, secret, secret_spent, touched, justice_row, drawing
    cdef public object hand_size, out, public_in, private_in, voids, results, extra_results
    cdef public object opening_events
    cdef public long n, D, m, rounds, round_no, first, clock, turn
    cdef public object U, words, variant, nassau, gaza
    cdef public object tied, winners, scores, daemon_master, temperance, hermit, deck_closed
    cdef public object justice_on, drawing_for
    cdef public bint quiet

    cpdef who(self, a)
    cpdef controller(self, a)
    @cython.locals(key=long, master=long, orders=dict)
    cpdef tuple order_from(self, long a)
    @cython.locals(cards=list, card=CardFields, other=CardFields, key=long, i=Py_ssize_t,
                   j=Py_ssize_t, row=list, shared=list)
    cpdef list pool(self, a)
    @cython.locals(row=list, opened=list, f=long)
    cpdef list open_fields(self, a)
    cpdef bint may_commit(self, a, f)
    @cython.locals(hand=list, row=list, i=Py_ssize_t)
    cpdef str take(self, long a, card)
    @cython.locals(known=set)
    cpdef forget(self, long a, card)
    cpdef tick(self)
    cpdef vis(self, long a)
    cpdef to_discard(self, card, str src, list events, vis=*, player=*, str text=*)
