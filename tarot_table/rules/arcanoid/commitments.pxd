cimport cython
from tarot_table.cards cimport CardFields

@cython.locals(c=CardFields, parts=list)
cpdef classify(cards, suit, transmute=*)

@cython.locals(c=CardFields, need=set, have=set, base_cards=list, free=list, court=dict,
               others=list, out=list, ace=CardFields)
cpdef list one_field_sets(pool, suit, must=*, transmute=*, largest=*)

@cython.locals(out=list, k=Py_ssize_t)
cdef list _numeric_sets(tuple base, list free, bint largest)

@cython.locals(r=long)
cdef _court_sets(list out, dict court, ace)

@cython.locals(t=CardFields, magician=CardFields, r=long)
cdef _transmuted_sets(list out, tuple base, list free, list others, dict court, bint largest)

@cython.locals(r=long)
cdef _lovers_sets(list out, dict court)

@cython.locals(empress=bint, emperor=bint, lovers=bint, out=list)
cpdef list couple_sets(pool)
