# What a commitment is and which sets a pool allows, compiled with the cards' fields typed (a
# card's suit, flags, rank and key read from C, not by Python attribute look-ups).
cimport cython
from tarot_table.cards cimport CardFields

@cython.locals(c=CardFields, parts=list)
cpdef classify(cards, suit, transmute=*)

@cython.locals(c=CardFields, need=set, have=set, base_cards=list, free=list, court=dict,
               others=list, out=list, k=Py_ssize_t, magician=CardFields, lovers=CardFields)
cpdef list one_field_sets(pool, suit, must=*, transmute=*, largest=*)
