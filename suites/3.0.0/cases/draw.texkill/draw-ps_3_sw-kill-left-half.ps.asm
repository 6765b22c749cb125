ps_3_sw
dcl_texcoord v0
def c0, 1, 1, 1, 1
texkill v0
mov oC0, c0
