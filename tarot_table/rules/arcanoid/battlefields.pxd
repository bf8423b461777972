cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(acts=list, allowed=list, reserve=list)
cpdef list commit_actions(ArcanoidTable st, long a, list pool, bint largest=*)

@cython.locals(row=list, touched=list, allowed=list, f=long, transmute=bint, magician=bint,
               magician_too=bint, world=bint)
cdef list _one_field_commits(ArcanoidTable st, long a, list pool, list cards, list reserve,
                             bint largest, list acts)

@cython.locals(f=long, g=long, i=Py_ssize_t)
cdef void _couple_commits(list cards, list reserve, list allowed, list acts)

cpdef bint holds(cards, card)

@cython.locals(masks=long[5], key=long, kept=dict)
cpdef tuple field_commits(pool, long f, bint transmute, bint largest, bint magician,
                          reserve=*)

@cython.locals(c=CardFields, part=list, made=dict, acts=list)
cdef tuple _field_actions(pool, long f, bint transmute, bint largest, bint magician, reserve)

@cython.locals(c=CardFields, k=long)
cdef void add_ranks(cards, long *masks)

@cython.locals(shift=long, s=long, key=long)
cdef long commits_key(long f, bint transmute, bint largest, bint magician, long *masks)

@cython.locals(c=CardFields, k=long, s=long, transmuted=long)
cdef bint reserve_fits(reserve, long f, bint magician)

cdef long _MAJOR_SUIT, _FIELD_MAJOR_BITS
