cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.arcanoid.table cimport ArcanoidTable

@cython.locals(own=list, rest=list, chariot=CardFields, sub=tuple, key=long, k=Py_ssize_t,
               i=Py_ssize_t, j=Py_ssize_t, n=Py_ssize_t)
cpdef chariot_moves(ArcanoidTable st, long a, list acts)

@cython.locals(first=CardFields, second=CardFields, key=Py_ssize_t)
cdef _reserve(list own, Py_ssize_t i, Py_ssize_t j)

cdef list _RESERVES

@cython.locals(c=CardFields, acts=list, down=bint, number=long)
cpdef list major_actions(ArcanoidTable state, long a, bint chariot=*, pool=*)

@cython.locals(plays=dict)
cdef played(long number, target)

@cython.locals(made=dict)
cpdef aimed(str kind, long number, long f, word)
