ps_2_0
dcl_texcoord0 v0.x
mov r0.x, v0
mov oC0, c0
