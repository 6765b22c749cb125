ps_2_x
dcl t0
def c0, 0.25, 0.5, 0.75, 1
def c1, 1, 0, 0, 1
mov oC0, t0
mov oC1, c0
mov oC2, c1
mov r0, t0
mov r0.x, t0.y
mov r0.y, t0.x
mov oC3, r0
