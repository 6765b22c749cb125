vs_2_0
dcl_position v0
mov r1, v0
sincos r0.xy, v0.x, r1, r1
mov oPos, r0.xyyy
