from tarot_table.rules.stages cimport StagedState
cimport cython
from tarot_table.cards cimport CardFields

cdef class ArcanoidTable(StagedState):
    cdef public object deck, discard, discard_seen_by, drawing, justice, aside, touched
    cdef public object hand_size, out, secret_spent, results, extra_results
    cdef public object hands, strength, chariot, front, commits, secret, shown, voids
    cdef public object lanes, known
    cdef public bint quiet
    cdef public long num_players, daemon, num_actors, rounds, round_no, first, clock, turn
    cdef public object usa, suffixes, variant, nassau, gaza, tied, winners, scores
    cdef public object daemon_master, temperance, hermit, deck_closed, justice_on, drawing_for
    cdef public object opening_events

    cpdef who(self, a)
    cpdef controller(self, a)
    @cython.locals(key=long, master=long, orders=dict)
    cpdef tuple order_from(self, long a)
    cpdef vis(self, long a)
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
    cpdef to_discard(self, card, str src, list events, vis=*, player=*, said=*)
    @cython.locals(hand=list, i=Py_ssize_t, key=long, voids=dict)
    cpdef place(self, long a, CardFields card, str dst, str src, list events)
    cpdef flush_drawing(self, list events, long a)
    cpdef tick(self)
