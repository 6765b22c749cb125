ps_2_x
dcl t0
def c0, 0, 0, 0, 1
dsx r0, t0
dsy r1, t0
mov r2, c0
mov r2.x, r0.x
mov r2.y, r1.y
mov r2.z, r0.y
mov oC0, r2
