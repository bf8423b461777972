cimport cython
from tarot_table.cards cimport CardFields

cdef class ArcanoidHeuristic:
    cdef public object rng, view, allies, commits, out, hand, row, open, actors
    cdef public object _seen, _rival_cache
    cdef public long n, me, daemon, clock
    cdef public double deck_frac

    @cython.locals(opened=list, f=long)
    cpdef _read(self, view)
    cpdef tuple _rivals(self, long f)
    cpdef tuple _count_rivals(self, long f)
    cpdef double win_chance(self, force, long f)
    @cython.locals(card=CardFields, c=CardFields, same=cython.long)
    cpdef double _keep(self, card)
    @cython.locals(p=cython.double)
    cpdef double _commit_score(self, action)
    @cython.locals(c=CardFields, total=cython.long)
    cpdef bint _hopeless(self, long f)
    cpdef bint _ally_wins(self, long f)
    cpdef _move(self, list legal, bint optional)
    cpdef tuple _best_commitment(self, list legal)
    cpdef _abdication(self, list legal)
    cpdef tuple _least_discard(self, list legal)
    cpdef _last_resort(self, list legal, tuple best, bint optional)
    cpdef _arcanum(self, list legal)
    cpdef _aimed_arcanum(self, dict plays)
    @cython.locals(c=CardFields, poor=cython.long)
    cpdef _plain_arcanum(self, dict plays)
    @cython.locals(c=CardFields, total=cython.long)
    cpdef long _potential(self, long f)

cdef class _StateZones:
    cdef public object state
    cdef public long seat

    @cython.locals(c=CardFields, keys=set, pile=list, shown=list, i=Py_ssize_t, a=long)
    cpdef set seen_keys(self)

cdef class StateView:
    cdef public object state, stage, legal, player, num_players, variant, acting
    cdef public object daemon_master, commits, out, clock, zones

cdef class ArcanoidRollout:
    cdef public double epsilon
    cdef public object player
