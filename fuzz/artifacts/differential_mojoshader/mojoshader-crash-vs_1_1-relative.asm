vs_1_1
dcl_position v0
mov a0.x, v0.x
mov oPos, c2[a0.x]
