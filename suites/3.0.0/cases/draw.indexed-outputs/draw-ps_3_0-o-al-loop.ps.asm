ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_texcoord2 v2
def c0, 0, 0, 0, 1
mov r0, c0
mov r0.x, v0.x
mov r0.y, v1.x
mov r0.z, v2.x
mov oC0, r0
