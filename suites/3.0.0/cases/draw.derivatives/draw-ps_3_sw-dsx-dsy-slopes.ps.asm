ps_3_sw
dcl_texcoord v0
def c0, 0, 0, 0, 1
dsx r0, v0
dsy r1, v0
mov r2, c0
mov r2.x, r0.x
mov r2.y, r1.y
mov r2.z, r0.y
mov oC0, r2
