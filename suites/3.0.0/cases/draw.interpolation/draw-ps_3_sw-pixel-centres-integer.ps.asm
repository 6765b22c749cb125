ps_3_sw
def c0, 1, 1, 1, 1
mov oC0, c0
