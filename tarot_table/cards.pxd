# A card's fields as an extension type when compiled (CardFields in cards.py): C fields, a C hash.
cdef class CardFields:
    cdef public object suit, rank, _key, _text, is_major, is_court, is_joker
