ps_3_0
dcl_texcoord v0
def c0, 1, 1, 1, 1
texkill v0
mov oC0, c0
