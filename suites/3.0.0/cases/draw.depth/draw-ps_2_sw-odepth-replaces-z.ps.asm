ps_2_sw
dcl t0
def c0, 1, 1, 1, 1
mov oC0, c0
mov oDepth, t0.x
