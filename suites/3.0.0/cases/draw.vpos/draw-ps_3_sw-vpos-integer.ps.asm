ps_3_sw
dcl vPos.xy
def c0, 0, 0, 0, 1
mov r0, c0
mov r0.xy, vPos
mov oC0, r0
