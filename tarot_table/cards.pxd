# A card's fields as an extension type when compiled (CardFields in cards.py): C fields, a C hash.
# The numbers are C longs: a rank is 0-21 and a key under 160, which Python gives back as its
# cached small ints, so that a card's fields read from Python are the same objects as before.
cdef class CardFields:
    cdef public object suit, _text
    cdef public long rank, _key
    cdef public bint is_major, is_court, is_joker
