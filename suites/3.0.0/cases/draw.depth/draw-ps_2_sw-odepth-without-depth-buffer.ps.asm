ps_2_sw
dcl t0
def c0, 1, 0.5, 0.25, 1
mov oC0, c0
mov oDepth, t0.x
