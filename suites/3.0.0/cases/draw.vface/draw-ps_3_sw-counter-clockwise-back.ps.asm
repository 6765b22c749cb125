ps_3_sw
dcl vFace
def c0, 1, 0, 0, 1
def c1, 0, 1, 0, 1
mov r1, c1
cmp oC0, vFace, c0, r1
