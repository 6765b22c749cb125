ps_2_x
dcl t0
def c0, 0.25, 0.5, 0.75, 1
mov oC0, t0
mov oC1, c0
