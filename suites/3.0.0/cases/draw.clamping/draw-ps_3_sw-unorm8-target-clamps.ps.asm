ps_3_sw
def c0, 1.5, -0.5, 0.25, 1
mov oC0, c0
